import { useTranslation } from 'react-i18next';
import { Spinner } from '@chameleon/ui';
import { ScreenIntro } from '../shared/ScreenIntro';
import { sectionLeads, sectionNames, type SectionRoute } from './sectionTitle';
import { profileSections, sectionOfPath } from './sections';
import { accountSectionAttribute } from '../../app/accountHeadScript';
import { InstallCard } from '../ProfileHome/InstallCard';
import * as styles from './SectionShell.css';

const sectionRoutes = Object.keys(sectionNames) as SectionRoute[];

/**
 * What a section shows of itself before its data, besides its title: the parts of its screen
 * that need nothing of the session, in the screen's own components and order, so the screen
 * takes over without moving them (decisions/0033-account-area-first-paint.md).
 */
const sectionContent: Partial<Record<SectionRoute, () => JSX.Element>> = {
  '/profile/': InstallCard,
};

/** Hides every element marked with `attribute` but the one of the section the head script named. */
const shownForNamedSection = (attribute: string) =>
  `[${attribute}]{display:none}` +
  `${profileSections.map((id) => `html[${accountSectionAttribute}="${id}"] [${attribute}="${id}"]`).join(',')}{display:block}`;

/**
 * Which of the static page's titles and contents show: the ones the head script named on
 * `<html>`; with no name (an unknown path, no script) none, and the title's bone stands in
 * their place. In the account page's `<head>` (AccountApp's `Head`), not in the site's
 * stylesheet, which every page loads.
 */
export const sectionShellCss =
  `html[${accountSectionAttribute}] [data-shell-bone]{display:none}` + shownForNamedSection('data-shell-title') + shownForNamedSection('data-shell-content');

/**
 * An account section before its data: its title, its lead, what it shows without data (the
 * home's launcher download), and the outline of the rest, in the screen's own markup
 * (`ScreenIntro`, `InstallCard`), so nothing moves when the screen takes over. The account app's
 * static page paints it at build time, so the first paint is the page's frame and the section's
 * title, not a blank app: that page serves every section, so it carries every title and
 * section's content, and CSS shows the ones the head script named. A section shows it while the
 * session is restored and while its code arrives.
 */
export function SectionShell({ route }: { route?: SectionRoute }) {
  const { t } = useTranslation();
  const intro = (of: SectionRoute) => {
    const lead = sectionLeads[of];
    return <ScreenIntro title={t(sectionNames[of][1], { ns: sectionNames[of][0] })} lead={lead && t(lead[1], { ns: lead[0] })} />;
  };
  const content = (of: SectionRoute) => {
    const Content = sectionContent[of];
    return Content === undefined ? null : <Content />;
  };
  const withContent = Object.keys(sectionContent) as SectionRoute[];
  return (
    <>
      {route !== undefined ? (
        <>
          {intro(route)}
          {content(route)}
        </>
      ) : (
        <>
          <span className={styles.titleBone} data-shell-bone="" aria-hidden="true" />
          {sectionRoutes.map((of) => (
            <div key={of} data-shell-title={sectionOfPath(of)}>
              {intro(of)}
            </div>
          ))}
          {withContent.map((of) => (
            <div key={of} data-shell-content={sectionOfPath(of)}>
              {content(of)}
            </div>
          ))}
        </>
      )}
      <div aria-busy="true">
        <Spinner size="sm" label={t('loading', { ns: 'main' })} />
        <span className={styles.contentBone} aria-hidden="true" />
        <span className={styles.contentBone} aria-hidden="true" />
      </div>
    </>
  );
}
