import { waitFor } from '@testing-library/react';
import { accountPageTitle } from '../screens/profile/sectionTitle';
import { createTestStore } from '../screens/testing/fakeApi';
import { message, renderScreen } from '../screens/testing/renderScreen';
import { NotFound } from './NotFound';

// The 404's tab reads "<page> — Chameleon", as every other page's does.
const expected = () => message('main', 'meta.section.title', { section: message('main', 'error.notFound.title') });

it('names the tab like every other page: "Page not found — Chameleon"', async () => {
  renderScreen(<NotFound pathname="/en/no-such-page" />, { store: createTestStore().store, originalPath: '/no-such-page' });
  await waitFor(() => expect(document.title).toBe(expected()));
});

it('gives an unknown account section the same title', () => {
  const translate = (ns: string, key: string, values: Record<string, string | number> = {}) => message(ns, key, values);
  expect(accountPageTitle(translate, '/en/profile/no-such-section/')).toBe(expected());
});
