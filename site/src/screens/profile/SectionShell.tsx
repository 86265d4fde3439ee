import { useTranslation } from 'react-i18next';
import { Spinner } from '@chameleon/ui';
import { ScreenIntro } from '../shared/ScreenIntro';
import { InstallCard } from '../ProfileHome/InstallCard';
import { accountSections, type ProfileSection } from './sections';
import * as styles from './SectionShell.css';

/**
 * An account section before its data: its title and lead, what it shows without a session (the
 * home's launcher download), and the outline of the rest, in the screen's own markup
 * (`ScreenIntro`, `InstallCard`), so nothing moves when the screen takes over. Each section's
 * static page paints it at build time; the section shows it again while the session is
 * restored and while its code arrives.
 */
export function SectionShell({ section }: { section: ProfileSection }) {
  const { t } = useTranslation();
  const { title, lead } = accountSections[section] as { title: readonly [string, string]; lead?: readonly [string, string] };
  return (
    <>
      <ScreenIntro title={t(title[1], { ns: title[0] })} lead={lead && t(lead[1], { ns: lead[0] })} />
      {section === 'home' ? <InstallCard /> : null}
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <span className={styles.contentBone} aria-hidden="true" />
        <span className={styles.contentBone} aria-hidden="true" />
      </div>
    </>
  );
}
