import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './SiteHeader';
import { sessionCookieAttribute } from '../head/sessionHead';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { message, renderScreen } from '../screens/testing/renderScreen';

const banner = () => within(screen.getByRole('banner'));

/** The full header keeps its account action in the menu panel, folded away on narrow screens (and in jsdom). */
async function openMenu(language: 'en' | 'de' = 'en') {
  await userEvent.setup().click(screen.getByRole('button', { name: message('header', 'nav.toggle', undefined, language) }));
}

it('offers sign-in to a visitor', async () => {
  renderScreen(<SiteHeader />, { store: createTestStore().store, originalPath: '/' });
  await openMenu();
  expect(banner().getByRole('link', { name: message('header', 'account.signIn') })).toHaveAttribute('href', '/en/auth/sign-in/');
});

it('offers logging out, in the page language, once signed in', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderScreen(<SiteHeader />, { store, originalPath: '/', language: 'de' });
  await openMenu('de');
  expect(await banner().findByRole('link', { name: message('header', 'account.signOut', undefined, 'de') })).toHaveAttribute(
    'href',
    '/de/profile/logout/',
  );
  expect(banner().queryByRole('link', { name: message('header', 'account.signIn', undefined, 'de') })).not.toBeInTheDocument();
});

describe("the static page's session hint (the head script marks <html> for a session cookie)", () => {
  afterEach(() => document.documentElement.removeAttribute(sessionCookieAttribute));

  it('is dropped once the header knows there is no session, so "Sign in" shows', async () => {
    document.documentElement.setAttribute(sessionCookieAttribute, '');
    renderScreen(<SiteHeader />, { store: createTestStore().store, originalPath: '/' });
    await openMenu();
    expect(banner().getByRole('link', { name: message('header', 'account.signIn') })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(sessionCookieAttribute);
  });

  it('stays while a session is held (the header offers sign-out)', async () => {
    document.documentElement.setAttribute(sessionCookieAttribute, '');
    const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
    renderScreen(<SiteHeader />, { store, originalPath: '/' });
    await openMenu();
    expect(await banner().findByRole('link', { name: message('header', 'account.signOut') })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(sessionCookieAttribute);
  });
});

it('shows the product menu by default', () => {
  renderScreen(<SiteHeader />, { store: createTestStore().store, originalPath: '/' });
  expect(screen.getByRole('navigation', { name: message('header', 'nav.label') })).toBeInTheDocument();
});

it('leaves the menu out in the slim variant of the auth pages', () => {
  renderScreen(<SiteHeader variant="slim" />, { store: createTestStore().store, originalPath: '/auth/sign-in/' });
  expect(screen.queryByRole('navigation', { name: message('header', 'nav.label') })).not.toBeInTheDocument();
  expect(banner().getByRole('link', { name: message('header', 'account.signIn') })).toBeInTheDocument();
});

it('marks the section being shown in the menu', async () => {
  renderScreen(<SiteHeader />, { store: createTestStore().store, originalPath: '/profile/subscription/' });
  await openMenu();
  expect(screen.getByRole('link', { name: message('header', 'menu.subscription') })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: message('header', 'menu.home') })).not.toHaveAttribute('aria-current');
});

// /en/profile/settings is served like /en/profile/settings/, so it marks the section too.
it('marks the section when its address has no trailing slash', async () => {
  renderScreen(<SiteHeader />, { store: createTestStore().store, originalPath: '/profile/settings' });
  await openMenu();
  expect(screen.getByRole('link', { name: message('header', 'menu.settings') })).toHaveAttribute('aria-current', 'page');
});
