import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Skeleton, Spinner } from '@chameleon/ui';
import { sectionNames, type SectionRoute } from './sectionTitle';
import * as shared from '../shared/screen.css';

/**
 * An account section before its data: its title and the outline of its content. Rendered into
 * each section's static page at build time (the first paint is the page's frame, not a blank
 * app) and again while the session is restored, so nothing moves when the app takes over.
 */
export function SectionShell({ route }: { route: SectionRoute }) {
  const [ns, key] = sectionNames[route];
  const { t } = useTranslation();
  return (
    <>
      <div className={shared.intro}>
        <h1 className={shared.title}>{t(key, { ns })}</h1>
      </div>
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <Skeleton shape="block" count={2} />
      </div>
    </>
  );
}
