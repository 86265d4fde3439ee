import AccountApp from '../../templates/AccountApp';
import { renderScreen } from './renderScreen';
import type { RootStore } from '../../stores';

/** The client-only account app at a path (guards included), as the browser opens it. */
export function renderAccount(store: RootStore, originalPath: string, search = '') {
  return renderScreen(<AccountApp {...({} as Parameters<typeof AccountApp>[0])} />, { store, originalPath, search });
}
