import { DEMO_USER, seedDemo } from '../src/db/seed';
import { translator } from '../src/messages';
import { durationText } from '../src/notifications/notices';
import { bearer, captchaToken, createHarness, SETUP_TIMEOUT, type Harness } from './support/harness';

// The demo as a reviewer sees it: the development bot stands in for a linked chat, time moves
// on for the demo account, and the bot page shows the reminder with its renew link.

jest.setTimeout(60_000);

let h: Harness;
let off: Harness;
beforeAll(async () => {
  h = await createHarness({ notifications: { pollingSeconds: 0.5 } });
  await seedDemo(h.ctx.db, h.clock.now());
  off = await createHarness({ settings: { devPages: false } });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h?.close();
  await off?.close();
});

async function signInDemo(): Promise<string> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/v2/web/login',
    headers: { 'accept-language': 'en' },
    payload: { login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: captchaToken },
  });
  return response.json<{ token: string }>().token;
}

it("links the stand-in's chat, moves time on and shows the reminder with the renew link on the bot page", async () => {
  const token = await signInDemo();
  const link = (await h.app.inject({ method: 'POST', url: '/v2/web/user/bots/link', headers: bearer(token), payload: { bot: 'telegram' } })).json<{ code: string }>();
  const sent = await h.app.inject({ method: 'POST', url: '/dev/bot/confirm', payload: { code: link.code, bot: 'telegram', chat: '100001' } });
  expect(sent.json()).toMatchObject({ status: true, login: DEMO_USER.login });

  // The demo's game 1 runs 20 more days: 18 days on, 2 are left.
  const moved = await h.app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 18 } });
  expect(moved.json()).toEqual({ status: true, days: 18 });
  const renew = new URL('/en/profile/payment/?game=1&days=30', h.ctx.settings.siteUrl).toString();
  const expected = translator('en', 'bot')('notice.endsSoon', { game: 'Siege Line (shooter)', duration: durationText('en', 2 * 86_400), link: renew });
  let messages: { chat_id: string; login: string | null; text: string }[] = [];
  for (let tries = 0; tries < 50 && messages.length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    messages = (await h.app.inject({ method: 'GET', url: '/dev/bot?format=json' })).json<{ messages: typeof messages }>().messages;
  }
  expect(messages).toEqual([expect.objectContaining({ chat_id: '100001', login: DEMO_USER.login, text: expected })]);
  const page = await h.app.inject({ method: 'GET', url: '/dev/bot' });
  expect(page.body).toContain(`<a href="${renew.replace('&', '&#38;')}">`);

  // Another look tells nothing new: the reminder of that end was given.
  await h.ctx.notifications?.scan();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await h.app.inject({ method: 'GET', url: '/dev/bot?format=json' })).json<{ messages: unknown[] }>().messages).toHaveLength(1);
});

it('refuses a move that is not whole days from 1 to 365, or of an account that does not exist', async () => {
  for (const days of [0, -3, 1.5, 366, 'many']) {
    expect((await h.app.inject({ method: 'POST', url: '/dev/clock', payload: { days } })).statusCode).toBe(400);
  }
  expect((await h.app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 1, login: 'nobody_here' } })).statusCode).toBe(400);
});

it('has no clock to move when development pages are off (production refuses them)', async () => {
  expect((await off.app.inject({ method: 'POST', url: '/dev/clock', payload: { days: 1 } })).statusCode).toBe(404);
  expect((await off.app.inject({ method: 'GET', url: '/dev/bot' })).statusCode).toBe(404);
});
