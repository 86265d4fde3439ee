import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Skeleton, Spinner } from '@chameleon/ui';
import { sectionNames, type SectionRoute } from './sectionTitle';
import * as shared from '../shared/screen.css';

/**
 * An account section before its data: its title and the outline of its content. The account
 * app's static page (one for every section, so without a title) paints it at build time, so the
 * first paint is the page's frame, not a blank app; a section shows it while the session is
 * restored, so little moves when the data arrives.
 */
export function SectionShell({ route }: { route?: SectionRoute }) {
  const { t } = useTranslation();
  const name = route === undefined ? null : sectionNames[route];
  return (
    <>
      <div className={shared.intro}>
        {name === null ? <Skeleton shape="line" width="12rem" height="2rem" /> : <h1 className={shared.title}>{t(name[1], { ns: name[0] })}</h1>}
      </div>
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <Skeleton shape="block" count={2} />
      </div>
    </>
  );
}
