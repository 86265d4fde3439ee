import { telegramDeepLink } from './telegramDeepLink';

it('adds the code as the start parameter', () => {
  expect(telegramDeepLink('https://t.me/chameleon_skins_bot', 'K7P2QX9M')).toBe('https://t.me/chameleon_skins_bot?start=K7P2QX9M');
});

it('replaces a start parameter the configured link already has', () => {
  expect(telegramDeepLink('https://t.me/bot?start=old', 'K7P2QX9M')).toBe('https://t.me/bot?start=K7P2QX9M');
});

it.each([
  ['a code Telegram would refuse', 'https://t.me/bot', 'K7P2 QX9M'],
  ['an unparsable bot link', 'not a url', 'K7P2QX9M'],
])('falls back to the bare link for %s', (_case, url, code) => {
  expect(telegramDeepLink(url, code)).toBe(url);
});
