import { isGuardedPath, sessionCookieAttribute, sessionHead, sessionHintHead } from './sessionHead';
import { auth, guest } from '../guards/routeMiddleware';

/** Runs the head script against a fake page: where it sent the visitor, and what it marked. */
function openAt(pathname: string, cookie: string, { search = '', hash = '' } = {}) {
  const attributes: Record<string, string> = {};
  const root = { style: { visibility: '' }, setAttribute: (name: string, value: string) => void (attributes[name] = value) };
  const replace = jest.fn();
  sessionHead({ cookie, documentElement: root }, { pathname, search, hash, replace });
  return { replace, hidden: root.style.visibility === 'hidden', attributes };
}

describe('on an account page', () => {
  it('sends a visitor without a token cookie to sign-in with the full path, hiding the page first', () => {
    const { replace, hidden, attributes } = openAt('/en/profile/subscription/', 'lang=en; old_access_token=x', { search: '?x=1', hash: '#top' });
    expect(hidden).toBe(true);
    expect(replace).toHaveBeenCalledWith(`/en/auth/sign-in/?${new URLSearchParams({ redirectTo: '/en/profile/subscription/?x=1#top' })}`);
    expect(attributes).toEqual({});
  });

  it('treats an emptied token cookie as none, and applies to any path under /profile/ (an unknown one too)', () => {
    expect(openAt('/profile/nothing-here/', 'access_token=').replace).toHaveBeenCalledWith(`/auth/sign-in/?${new URLSearchParams({ redirectTo: '/profile/nothing-here/' })}`);
  });

  it('lets a token holder stay, painting the page', () => {
    expect(openAt('/de/profile/', 'access_token=tok')).toEqual({ replace: expect.any(Function), hidden: false, attributes: {} });
    expect(openAt('/de/profile/', 'access_token=tok').replace).not.toHaveBeenCalled();
  });

  it('sends the visitor where the auth guard would (one rule for both)', () => {
    const { replace } = openAt('/fr/profile/settings/', '', { search: '?a=1' });
    const outcome = auth({ language: 'fr', pathname: '/fr/profile/settings/', search: '?a=1', hash: '', isSignedIn: false, isOnSale: () => false });
    expect(outcome).toEqual({ type: 'redirect', to: replace.mock.calls[0]?.[0] });
  });
});

describe('on a visitors-only page', () => {
  it.each(['/auth/sign-in/', '/en/auth/sign-up/', '/es/auth/restore-password/'])('sends a token holder at %s to the profile, as the guest guard would', (pathname) => {
    const { replace, hidden } = openAt(pathname, 'access_token=tok');
    expect(hidden).toBe(true);
    const language = pathname.startsWith('/en/') ? 'en' : pathname.startsWith('/es/') ? 'es' : 'ru';
    expect(guest({ language, pathname, search: '', hash: '', isSignedIn: true, isOnSale: () => false })).toEqual({ type: 'redirect', to: replace.mock.calls[0]?.[0] });
  });

  it('lets a visitor stay', () => {
    expect(openAt('/en/auth/sign-in/', '').replace).not.toHaveBeenCalled();
  });
});

describe('on any other page', () => {
  function hintAt(cookie: string) {
    const attributes: Record<string, string> = {};
    sessionHintHead({ cookie, documentElement: { style: { visibility: '' }, setAttribute: (name: string, value: string) => void (attributes[name] = value) } });
    return attributes;
  }

  it('gets the hint instead of the guard', () => {
    expect(['/', '/en/', '/auth/sso/', '/en/auth/email-change/'].filter(isGuardedPath)).toEqual([]);
    expect(['/profile/', '/profile/settings/', '/auth/sign-in/', '/auth/sign-up/', '/auth/restore-password/'].every(isGuardedPath)).toBe(true);
  });

  it('marks a stored session on <html>, for the header hint', () => {
    expect(hintAt('access_token=tok')).toEqual({ [sessionCookieAttribute]: '' });
  });

  it('marks nothing without one', () => {
    expect(hintAt('theme=light')).toEqual({});
    expect(hintAt('access_token=')).toEqual({});
  });
});
