import { useTranslation } from 'react-i18next';
import type { Translate } from '../../i18n/pageMessages';
import { usePageTitle } from '../../navigation/pageAnnouncer';
import { accountSections, sectionAt, type ProfileSection, type SectionRoute } from './sections';

export type { SectionRoute };

/** The tab title of an account section: "Settings — Chameleon". */
export function sectionPageTitle(translate: Translate, section: ProfileSection): string {
  const [ns, key] = accountSections[section].title;
  return translate('main', 'meta.section.title', { section: translate(ns, key) });
}

/** Sets and, after a move, announces an account section's title (see `usePageTitle`). */
export function useSectionTitle(route: SectionRoute): void {
  const { t } = useTranslation();
  usePageTitle(sectionPageTitle((ns, key, values = {}) => t(key, { ns, ...values }), sectionAt(route) ?? 'home'));
}

/** `useSectionTitle` for a page whose heading another component renders (an error in its place). */
export function SectionTitle({ route }: { route: SectionRoute }): null {
  useSectionTitle(route);
  return null;
}
