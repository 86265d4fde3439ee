import { UnknownRouteMiddlewareError, resolveMiddleware, routeGuards, runRouteMiddleware, type GuardContext } from './routeMiddleware';
import { safeRedirectTarget } from './safeRedirectTarget';

const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  language: 'ru',
  pathname: '/profile/',
  search: '',
  hash: '',
  isSignedIn: false,
  isOnSale: ({ cheatId, days }) => cheatId === 1 && days === 30,
  ...overrides,
});

describe('auth', () => {
  it('lets a signed-in user through', () => {
    expect(runRouteMiddleware(['auth'], context({ isSignedIn: true }))).toEqual({ type: 'allow' });
  });

  it('sends a visitor to sign-in with the full original path', () => {
    const outcome = runRouteMiddleware(['auth'], context({ pathname: '/profile/payment/', search: '?product=3', hash: '#pay' }));
    expect(outcome).toEqual({ type: 'redirect', to: '/auth/sign-in/?redirectTo=%2Fprofile%2Fpayment%2F%3Fproduct%3D3%23pay' });
  });

  it('keeps the language of the page', () => {
    const outcome = runRouteMiddleware(['auth'], context({ language: 'de', pathname: '/de/profile/settings/' }));
    expect(outcome).toEqual({ type: 'redirect', to: '/de/auth/sign-in/?redirectTo=%2Fde%2Fprofile%2Fsettings%2F' });
  });

  it('the redirectTo it writes reads back as the same path', () => {
    const outcome = runRouteMiddleware(['auth'], context({ language: 'fr', pathname: '/fr/profile/', search: '?a=1&b=%20', hash: '#x' }));
    const redirectTo = outcome.type === 'redirect' ? new URL(outcome.to, 'https://site.test').searchParams.get('redirectTo') : null;
    expect(safeRedirectTarget(redirectTo, 'fr')).toBe('/fr/profile/?a=1&b=%20#x');
  });
});

describe('guest', () => {
  it('lets a visitor through', () => {
    expect(runRouteMiddleware(['guest'], context({ pathname: '/auth/sign-in/' }))).toEqual({ type: 'allow' });
  });

  it('sends a signed-in user to /profile', () => {
    expect(runRouteMiddleware(['guest'], context({ pathname: '/auth/sign-in/', isSignedIn: true }))).toEqual({ type: 'redirect', to: '/profile/' });
  });

  it('sends a signed-in user to the profile of the same language', () => {
    expect(runRouteMiddleware(['guest'], context({ language: 'es', pathname: '/es/auth/sign-up/', isSignedIn: true }))).toEqual({
      type: 'redirect',
      to: '/es/profile/',
    });
  });

  it.each(['/profile/', '/profile'])('does not redirect when already at %s', (pathname) => {
    expect(runRouteMiddleware(['guest'], context({ pathname, isSignedIn: true }))).toEqual({ type: 'allow' });
  });
});

describe('has-active-product', () => {
  it('lets the payment page open when its URL names a product on sale', () => {
    expect(runRouteMiddleware(['has-active-product'], context({ search: '?game=1&days=30' }))).toEqual({ type: 'allow' });
  });

  it.each(['?game=1&days=7', '?game=2&days=30', '?game=1', '?days=30', '?game=x&days=30', '?game=-1&days=30', '?game=1e3&days=30'])(
    'rejects a URL naming no product on sale: %s',
    (search) => {
      expect(runRouteMiddleware(['has-active-product'], context({ pathname: '/profile/payment/', search }))).toMatchObject({ type: 'notFound', status: 404 });
    },
  );

  it("rejects with 404 'Page Not Found: {path}' without one", () => {
    expect(runRouteMiddleware(['has-active-product'], context({ pathname: '/en/profile/payment/' }))).toEqual({
      type: 'notFound',
      status: 404,
      message: 'Page Not Found: /en/profile/payment/',
      path: '/en/profile/payment/',
    });
  });
});

describe('the registry', () => {
  it('throws Unknown route middleware for a name it does not know', () => {
    expect(() => resolveMiddleware('admin')).toThrow('Unknown route middleware');
  });

  it('does not take names from Object.prototype', () => {
    expect(() => resolveMiddleware('toString')).toThrow(UnknownRouteMiddlewareError);
  });

  it('fails on an unknown name even after a guard that would redirect', () => {
    expect(() => runRouteMiddleware(['auth', 'nope'], context())).toThrow('Unknown route middleware: nope');
  });

  it('runs guards in order and the first refusal decides', () => {
    expect(runRouteMiddleware(['auth', 'has-active-product'], context({ pathname: '/profile/payment/' }))).toMatchObject({ type: 'redirect' });
  });

  it('allows when every guard allows', () => {
    expect(runRouteMiddleware(['auth', 'has-active-product'], context({ isSignedIn: true, search: '?game=1&days=30' }))).toEqual({ type: 'allow' });
  });

  it('allows a route without guards', () => {
    expect(runRouteMiddleware([], context())).toEqual({ type: 'allow' });
  });

  it('requires sign-in for the SSO and confirmation pages', () => {
    expect([routeGuards['/auth/sso/'], routeGuards['/auth/sign-up-submit/']]).toEqual([['auth'], ['auth']]);
  });

  it('guards every profile route with auth and the visitor pages with guest', () => {
    const profile = Object.entries(routeGuards).filter(([path]) => path.startsWith('/profile/'));
    const visitorPages = ['/auth/sign-in/', '/auth/sign-up/', '/auth/restore-password/'].map((path) => routeGuards[path]);
    expect({
      profile: profile.every(([, guards]) => guards[0] === 'auth'),
      visitorPages,
      payment: routeGuards['/profile/payment/'],
    }).toEqual({ profile: true, visitorPages: [['guest'], ['guest'], ['guest']], payment: ['auth', 'has-active-product'] });
  });
});
