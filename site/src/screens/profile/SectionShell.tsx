import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Spinner } from '@chameleon/ui';
import { sectionNames, type SectionRoute } from './sectionTitle';
import * as styles from './SectionShell.css';
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
        {name === null ? <span className={styles.titleBone} aria-hidden="true" /> : <h1 className={shared.title}>{t(name[1], { ns: name[0] })}</h1>}
      </div>
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <span className={styles.contentBone} aria-hidden="true" />
        <span className={styles.contentBone} aria-hidden="true" />
      </div>
    </>
  );
}
