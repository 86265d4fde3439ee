import { useTranslation } from 'react-i18next';
import { Heading, Spinner, Stack } from '@chameleon/ui';
import { sectionNames, type SectionRoute } from './sectionTitle';
import * as styles from './SectionShell.css';

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
      <Stack space="xs">
        {name === null ? <span className={styles.titleBone} aria-hidden="true" /> : <Heading level={1}>{t(name[1], { ns: name[0] })}</Heading>}
      </Stack>
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <span className={styles.contentBone} aria-hidden="true" />
        <span className={styles.contentBone} aria-hidden="true" />
      </div>
    </>
  );
}
