import type { ReactElement } from 'react';
import AccountSection from '../../templates/AccountSection';
import NotFoundPage from '../../pages/404';
import { localizedPath } from '../../i18n/locales';
import { sectionAt, type ProfileSection } from '../profile/sections';
import { renderScreen, screenTree } from './renderScreen';
import type { RootStore } from '../../stores';

type PageProps = Parameters<typeof AccountSection>[0];

/** The page Gatsby renders at an account path: its section's page, or the 404 page for any other path. */
export function accountPage(originalPath: string, section: ProfileSection | undefined = sectionAt(originalPath.split('?')[0] ?? '')): ReactElement {
  if (section !== undefined) return <AccountSection {...({ pageContext: { section } } as PageProps)} />;
  return <NotFoundPage {...({ location: { pathname: localizedPath('en', originalPath) } } as Parameters<typeof NotFoundPage>[0])} />;
}

/** An account page at a path (guards included), as the browser opens it in-app. */
export function renderAccount(store: RootStore, originalPath: string, search = '') {
  return renderScreen(accountPage(originalPath), { store, originalPath, search });
}

export { screenTree };
