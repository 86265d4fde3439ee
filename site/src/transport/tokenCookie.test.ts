import Cookies from 'js-cookie';
import { createTokenCookie, type CookieJar } from './tokenCookie';

function fakeJar(): jest.Mocked<CookieJar> {
  return { get: jest.fn(), set: jest.fn(), remove: jest.fn() };
}

it('stores the token as access_token for 14 days on the whole site, SameSite=Lax', () => {
  const jar = fakeJar();
  createTokenCookie(false, jar).set('abc');
  expect(jar.set).toHaveBeenCalledWith('access_token', 'abc', { expires: 14, path: '/', sameSite: 'Lax', secure: false });
});

it('marks the cookie Secure on https', () => {
  const jar = fakeJar();
  createTokenCookie(true, jar).set('abc');
  expect(jar.set).toHaveBeenCalledWith('access_token', 'abc', expect.objectContaining({ secure: true }));
});

it('removes the cookie on the path it was set on', () => {
  const jar = fakeJar();
  createTokenCookie(false, jar).remove();
  expect(jar.remove).toHaveBeenCalledWith('access_token', { path: '/' });
});

it('reads an empty cookie as no token', () => {
  const jar = fakeJar();
  jar.get.mockReturnValue('');
  expect(createTokenCookie(false, jar).get()).toBeUndefined();
});

it('round-trips through the real document.cookie', () => {
  const cookie = createTokenCookie(false, Cookies);
  cookie.set('token-1');
  const stored = { read: cookie.get(), raw: document.cookie.includes('access_token=token-1') };
  cookie.remove();
  expect({ ...stored, afterRemove: cookie.get() }).toEqual({ read: 'token-1', raw: true, afterRemove: undefined });
});

it('follows the page scheme by default: not Secure on http://localhost', () => {
  const jar = fakeJar();
  createTokenCookie(undefined, jar).set('abc');
  expect({ protocol: window.location.protocol, attributes: jar.set.mock.calls[0]?.[2] }).toEqual({
    protocol: 'http:',
    attributes: expect.objectContaining({ secure: false }),
  });
});
