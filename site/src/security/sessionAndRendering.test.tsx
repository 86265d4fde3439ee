import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { FakeServer, fakeClient } from '../transport/testing/fakeServer';
import { createTokenCookie } from '../transport/tokenCookie';
import { RootStore } from '../stores';
import { SignInScreen } from '../screens/SignIn/SignInScreen';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { renderAccount } from '../screens/testing/renderAccount';
import { renderScreen } from '../screens/testing/renderScreen';
import { submitSignIn } from '../screens/testing/signInForm';
import { PWNED } from './payloads';
import { activeElements, scriptRan } from './support/dom';

// The session token's cookie and storage, and that no server or user text becomes markup.

const DAY = 86_400_000;

describe('the access_token cookie', () => {
  const written: string[] = [];
  const cookieSetter = jest.spyOn(Document.prototype, 'cookie', 'set');

  beforeEach(() => {
    written.length = 0;
    cookieSetter.mockImplementation(function (this: Document, value: string) {
      written.push(value);
    });
  });
  afterAll(() => cookieSetter.mockRestore());

  it('on https: Secure, SameSite=Lax, Path=/, 14 days', () => {
    const before = Date.now();
    createTokenCookie(true).set('token-1');
    const [cookie = ''] = written;
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    const expires = Date.parse(attributes.find((part) => part.startsWith('expires='))?.slice('expires='.length) ?? '');
    expect({ name: cookie.split('=')[0], path: attributes.includes('path=/'), sameSite: attributes.includes('samesite=lax'), secure: attributes.includes('secure') }).toEqual({
      name: 'access_token',
      path: true,
      sameSite: true,
      secure: true,
    });
    expect(Math.round((expires - before) / DAY)).toBe(14);
  });

  it('removal names the same path (an expired cookie at Path=/)', () => {
    createTokenCookie(true).remove();
    expect(written[0]?.toLowerCase()).toMatch(/^access_token=;.*path=\//);
  });
});

describe('the token never reaches web storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    Cookies.remove('access_token', { path: '/' });
  });

  it('through sign-in, a session and a server-side sign-out: storage stays empty, the cookie comes and goes', async () => {
    let revoked = false;
    const server = new FakeServer({
      login: { body: { status: true, token: 'token-1' } },
      frontendData: () => (revoked ? { status: 401, body: { status: false, message: 'UNAUTHORIZED' } } : { body: mainData() }),
    });
    // The fake server behind the browser's own cookie (js-cookie on document.cookie).
    const cookies = createTokenCookie(false);
    const store = new RootStore({ api: fakeClient(server, { baseUrl: '/api', token: () => cookies.get() }), cookies, reload: () => undefined });
    renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
    await submitSignIn();
    await waitFor(() => expect(store.session.isSignedIn).toBe(true));
    expect({ cookie: Cookies.get('access_token'), local: localStorage.length, session: sessionStorage.length }).toEqual({ cookie: 'token-1', local: 0, session: 0 });
    expect(server.calls('frontendData').map((call) => call.token)).toContain('token-1');
    revoked = true;
    await act(() => store.api.getMainData());
    expect({ cookie: Cookies.get('access_token'), signedIn: store.session.isSignedIn, local: localStorage.length }).toEqual({ cookie: undefined, signedIn: false, local: 0 });
  }, 30_000);

  it('logout clears the cookie', async () => {
    const server = new FakeServer({ frontendData: { body: mainData() }, logout: { body: { status: true } } });
    const cookies = createTokenCookie(false);
    cookies.set('token-1');
    const store = new RootStore({ api: fakeClient(server, { baseUrl: '/api', token: () => cookies.get() }), cookies, reload: () => undefined });
    await act(() => store.session.restore());
    expect({ cookie: Cookies.get('access_token'), signedIn: store.session.isSignedIn }).toEqual({ cookie: 'token-1', signedIn: true });
    await act(() => store.session.logout());
    expect(server.calls('logout').map((call) => call.token)).toEqual(['token-1']);
    expect({ cookie: Cookies.get('access_token'), local: localStorage.length }).toEqual({ cookie: undefined, local: 0 });
  });
});

describe('no text becomes markup', () => {
  const repo = join(__dirname, '..', '..', '..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  const RAW_HTML = /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/;
  // The head scripts and the after-paint script: compiled modules of our own, set in gatsby-ssr (outside src).
  // The tests' hydration helper puts React's own server render of a page into the document, as
  // the browser receives it.
  const ALLOWED = new Set(['site/gatsby-ssr.tsx', 'site/src/screens/testing/hydration.tsx']);

  it('site/src and ui/src never set raw HTML or evaluate strings', () => {
    const files = [...sourceFiles(join(repo, 'site', 'src')), ...sourceFiles(join(repo, 'ui', 'src')), join(repo, 'site', 'gatsby-ssr.tsx')];
    const offenders = files.map((file) => relative(repo, file)).filter((file) => !ALLOWED.has(file) && RAW_HTML.test(readFileSync(join(repo, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('server text with markup (login, game names) renders as text', async () => {
    const hostile = `<img src=x onerror="window.${PWNED}=1"><script>window.${PWNED}=1</script>`;
    const data = mainData();
    const { store } = createTestStore(
      {
        frontendData: {
          body: {
            ...data,
            user: { ...data.user, login: hostile },
            cheats: data.cheats.map((cheat) => ({ ...cheat, name: hostile, game: hostile })),
          },
        },
      },
      { token: 'token-1' },
    );
    await act(() => store.session.restore());
    for (const path of ['/profile/', '/profile/settings/', '/profile/subscription/', '/profile/payment/']) {
      const view = renderAccount(store, path);
      await screen.findAllByRole('heading', { level: 1 });
      if (path === '/profile/' || path === '/profile/subscription/') await waitFor(() => expect(document.body.textContent).toContain('<img src=x'));
      expect({ path, active: activeElements(), ran: scriptRan() }).toEqual({ path, active: [], ran: false });
      view.unmount();
    }
  }, 30_000);
});
