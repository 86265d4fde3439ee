import { waitFor } from '@testing-library/react';
import { createTestStore } from '../screens/testing/fakeApi';
import { message, renderScreen } from '../screens/testing/renderScreen';
import { NotFound } from './NotFound';

const expected = () => message('main', 'meta.section.title', { section: message('main', 'error.notFound.title') });

it('names the tab like every other page: "Page not found — Chameleon"', async () => {
  renderScreen(<NotFound pathname="/en/no-such-page" />, { store: createTestStore().store, originalPath: '/no-such-page' });
  await waitFor(() => expect(document.title).toBe(expected()));
});

