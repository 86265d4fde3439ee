import { addressInLanguage, localizedPath, preferredLanguage, splitLocalizedPath } from './locales';

describe('localizedPath', () => {
  it('leaves ru paths unprefixed', () => {
    expect(localizedPath('ru', '/profile/')).toBe('/profile/');
  });

  it('prefixes other languages', () => {
    expect(localizedPath('de', '/profile/')).toBe('/de/profile/');
  });
});

describe('splitLocalizedPath', () => {
  it('reads the language prefix', () => {
    expect(splitLocalizedPath('/fr/profile/settings/')).toEqual({ language: 'fr', originalPath: '/profile/settings/' });
  });

  it('treats a bare language root as that language home', () => {
    expect(splitLocalizedPath('/en')).toEqual({ language: 'en', originalPath: '/' });
  });

  it('treats unprefixed paths as ru', () => {
    expect(splitLocalizedPath('/profile/')).toEqual({ language: 'ru', originalPath: '/profile/' });
  });

  it('does not take an unknown two-letter segment for a language', () => {
    expect(splitLocalizedPath('/it/x/')).toEqual({ language: 'ru', originalPath: '/it/x/' });
  });
});

describe('preferredLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(preferredLanguage('ru', ['de-DE', 'en'])).toBe('ru');
  });

  it('ignores a stored value that is not a language', () => {
    expect(preferredLanguage('xx', ['es-419'])).toBe('es');
  });

  it('takes the first supported browser language', () => {
    expect(preferredLanguage(undefined, ['it-IT', 'fr-CA', 'en'])).toBe('fr');
  });

  it('falls back to ru', () => {
    expect(preferredLanguage(undefined, ['ja'])).toBe('ru');
  });
});

describe('addressInLanguage', () => {
  it('moves the page and the page a sign-in returns to into the language', () => {
    const search = `?redirectTo=${encodeURIComponent('/en/auth/sso/?request=abc&language=auto')}&x=1`;
    const address = addressInLanguage('de', '/auth/sign-in/', search);
    const url = new URL(address, 'https://site.test');
    expect({ path: url.pathname, redirectTo: url.searchParams.get('redirectTo'), x: url.searchParams.get('x') }).toEqual({
      path: '/de/auth/sign-in/',
      redirectTo: '/de/auth/sso/?request=abc&language=auto',
      x: '1',
    });
  });

  it('takes ru back to unprefixed paths, and leaves an off-site redirectTo alone', () => {
    expect(addressInLanguage('ru', '/auth/sign-in/', '?redirectTo=%2Fen%2Fprofile%2F')).toBe('/auth/sign-in/?redirectTo=%2Fprofile%2F');
    expect(addressInLanguage('fr', '/auth/sign-in/', '?redirectTo=%2F%2Fevil.example%2F')).toBe('/fr/auth/sign-in/?redirectTo=%2F%2Fevil.example%2F');
    expect(addressInLanguage('es', '/profile/', '')).toBe('/es/profile/');
  });
});
