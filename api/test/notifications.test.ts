import { notificationSettingsReplySchema } from '@chameleon/contract';
import { TELEGRAM_WEBHOOK_PATH } from '../src/bots/telegram';
import { VK_CALLBACK_PATH } from '../src/bots/vk';
import { translator } from '../src/messages';
import { deliverNotice } from '../src/notifications/delivery';
import { durationText, gameName } from '../src/notifications/notices';
import { botTestBedForFile, telegramMessage, vkMessage } from './support/botFixtures';
import { bearer, registerUser, type TestUser } from './support/harness';

// Subscription notifications over the test's clock: what is due is written by the scan, the
// queue's workers send it through the bot stand-in and the outbox. Every notification goes
// out once, however often the scan runs and whatever the queue retries.

jest.setTimeout(60_000);

const SECRET = 'telegram-webhook-secret_1';
const VK_SECRET = 'vk-callback-secret-1';
const DAY = 86_400_000;
const bed = botTestBedForFile(
  (standIn) => ({
    telegram: { token: '7000000001:TEST-token', webhookSecret: SECRET, apiRoot: standIn.telegramRoot },
    vk: { groupId: 229876543, accessToken: 'vk-group-token', secret: VK_SECRET, confirmation: 'a1b2c3d4', apiRoot: standIn.vkRoot, apiVersion: '5.199' },
  }),
  { notifications: { pollingSeconds: 0.5, retryLimit: 2, retryDelaySeconds: 1 } },
);

const queue = () => {
  const started = bed.h.ctx.notifications;
  if (started === undefined) throw new Error('the harness starts the queue');
  return started;
};

/** Waits for `check` to hold (the workers poll), failing after `ms`. */
async function eventually(check: () => Promise<void> | void, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Waits until no notification is waiting or being sent. */
async function settled(): Promise<void> {
  await eventually(async () => {
    const [row] = await bed.h.ctx.db.query<{ open: number }>(`select count(*)::int as open from notifications where sent_at is null and failed_at is null`);
    expect(row?.open).toBe(0);
  });
}

let nextChat = 900_000_001;

/**
 * An account (English-speaking unless `acceptLanguage` says otherwise) with its chat of `bot`
 * linked from settings, and its subscription to game 1 ending at `endsIn` from the clock.
 */
async function subscriber(endsIn: number, bot: 'telegram' | 'vk' = 'telegram', acceptLanguage = 'en-GB,en;q=0.8'): Promise<{ user: TestUser; chat: number; id: number }> {
  const user = await registerUser(bed.h.app, { acceptLanguage });
  const chat = nextChat++;
  const link = (await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/link', headers: bearer(user.token), payload: { bot } })).json<{ code: string }>();
  const linked =
    bot === 'telegram'
      ? await bed.h.app.inject({ method: 'POST', url: TELEGRAM_WEBHOOK_PATH, payload: telegramMessage(link.code, chat), headers: { 'x-telegram-bot-api-secret-token': SECRET } })
      : await bed.h.app.inject({ method: 'POST', url: VK_CALLBACK_PATH, payload: vkMessage(link.code, chat, VK_SECRET) });
  expect(linked.statusCode).toBe(200);
  const [row] = await bed.h.ctx.db.query<{ id: number }>(`select id from users where login = $1`, [user.login]);
  const id = row?.id ?? 0;
  await bed.h.ctx.db.query(`insert into subscriptions (user_id, cheat_id, expires_at) values ($1, 1, $2)`, [id, new Date(bed.h.clock.now().getTime() + endsIn)]);
  bed.standIn.calls.length = 0;
  return { user, chat, id };
}

const toChat = (chat: number) => bed.standIn.calls.filter((call) => call.method === 'sendMessage' && String(call.params.chat_id) === String(chat)).map((call) => String(call.params.text));
const toVkPeer = (peer: number) => bed.standIn.calls.filter((call) => call.method === 'messages.send' && String(call.params.peer_id) === String(peer)).map((call) => String(call.params.message));
const settingsOf = async (user: TestUser) =>
  notificationSettingsReplySchema.parse((await bed.h.app.inject({ method: 'GET', url: '/v2/web/user/notifications', headers: bearer(user.token) })).json());
const mailsTo = async (user: TestUser) => (await bed.h.ctx.mailer.list(user.email)).map((mail) => mail.subject);
const bot = translator('en', 'bot');
const mail = translator('en', 'mail');
const site = (path: string) => new URL(path, bed.h.ctx.settings.siteUrl).toString();
const renewLink = () => site('/en/profile/payment/?game=1&days=30');
const days = (count: number) => durationText('en', count * 86_400);

async function scanAndSettle(): Promise<void> {
  await queue().scan();
  await settled();
}

it('tells a subscription ending in 3 days, in 1 day and ended, once each, to the bot and by e-mail, with the renew link', async () => {
  const { user, chat } = await subscriber(5 * DAY);
  await scanAndSettle();
  expect(toChat(chat)).toEqual([]);

  bed.h.clock.advance(2 * DAY + 3_600_000);
  await scanAndSettle();
  await scanAndSettle();
  expect(toChat(chat)).toEqual([bot('notice.endsSoon', { game: 'Siege Line (shooter)', duration: days(3), link: renewLink() })]);
  expect(await mailsTo(user)).toEqual([mail('notice.endsSoon.subject', { game: 'Siege Line (shooter)', duration: days(3) })]);

  bed.h.clock.advance(2 * DAY);
  await scanAndSettle();
  expect(toChat(chat)).toHaveLength(2);
  expect(toChat(chat)[1]).toBe(bot('notice.endsSoon', { game: 'Siege Line (shooter)', duration: durationText('en', 23 * 3600), link: renewLink() }));

  bed.h.clock.advance(DAY);
  await scanAndSettle();
  await scanAndSettle();
  expect(toChat(chat)[2]).toBe(bot('notice.ended', { game: 'Siege Line (shooter)', link: renewLink() }));
  expect(toChat(chat)).toHaveLength(3);
  expect(await mailsTo(user)).toHaveLength(3);
  const [latest] = await bed.h.ctx.mailer.list(user.email);
  expect(latest?.text).toContain(renewLink());
});

it('tells an unfrozen subscription, with the link to the subscription page, to the bots only', async () => {
  const { user, chat } = await subscriber(20 * DAY);
  const command = (url: string) => bed.h.app.inject({ method: 'POST', url, headers: bearer(user.token), payload: { cheat_id: 1 } });
  expect((await command('/v2/web/user/subscriptions/freeze')).statusCode).toBe(200);
  bed.h.clock.advance(2 * DAY);
  expect((await command('/v2/web/user/subscriptions/unfreeze')).statusCode).toBe(200);
  await settled();
  expect(toChat(chat)).toEqual([bot('notice.unfrozen', { game: 'Siege Line (shooter)', duration: days(20), link: site('/en/profile/subscription/') })]);
  expect(await mailsTo(user)).toEqual([]);
});

it('tells a credited payment once, however often the provider reports it', async () => {
  const { user, chat } = await subscriber(10 * DAY);
  const created = await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/payments', headers: bearer(user.token), payload: { cheat_id: 1, days: 30 } });
  const { payment_id: paymentId } = created.json<{ payment_id: string }>();
  for (let report = 0; report < 3; report += 1) await bed.h.app.inject({ method: 'POST', url: `/dev/checkout/${paymentId}`, payload: {} });
  await settled();
  expect(toChat(chat)).toEqual([bot('notice.paymentCredited', { game: 'Siege Line (shooter)', duration: days(30), link: site('/en/profile/subscription/') })]);
});

it('sends nothing to a channel switched off, and keeps e-mail for expiry only', async () => {
  const { user, chat } = await subscriber(2 * DAY);
  const set = (channel: string, enabled: boolean) =>
    bed.h.app.inject({ method: 'POST', url: '/v2/web/user/notifications', headers: bearer(user.token), payload: { channel, enabled } });
  const reply = notificationSettingsReplySchema.parse((await set('telegram', false)).json());
  expect(reply.channels).toEqual([
    { channel: 'telegram', linked: true, enabled: false },
    { channel: 'vk', linked: false, enabled: true },
    { channel: 'email', linked: true, enabled: true },
  ]);
  await set('email', false);
  await scanAndSettle();
  expect(toChat(chat)).toEqual([]);
  expect(await mailsTo(user)).toEqual([]);
  expect((await set('sms', true)).statusCode).toBe(400);
  expect((await set('telegram', 'yes' as unknown as boolean)).statusCode).toBe(400);
});

it('retries a failed send with back-off and sends it once', async () => {
  const { chat } = await subscriber(2 * DAY);
  await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/notifications', headers: bearer((await registerUser(bed.h.app)).token), payload: { channel: 'email', enabled: false } });
  const before = queue().counts.retried.telegram;
  bed.standIn.failNextSends = 1;
  await queue().scan();
  await eventually(() => expect(toChat(chat)).toHaveLength(2), 20_000);
  await settled();
  expect(queue().counts.retried.telegram).toBe(before + 1);
  const [row] = await bed.h.ctx.db.query<{ attempts: number; sent: boolean }>(
    `select attempts, sent_at is not null as sent from notifications n join bot_chats b on b.user_id = n.user_id where b.chat_id = $1 and n.channel = 'telegram'`,
    [String(chat)],
  );
  expect(row).toEqual({ attempts: 2, sent: true });
});

it('keeps a dead-letter record when the retries run out', async () => {
  const { chat } = await subscriber(2 * DAY);
  const failedBefore = queue().counts.failed.telegram;
  bed.standIn.failNextSends = 3;
  await queue().scan();
  await eventually(async () => {
    const [row] = await bed.h.ctx.db.query<{ error: string | null; attempts: number }>(
      `select n.error, n.attempts from notifications n join bot_chats b on b.user_id = n.user_id where b.chat_id = $1 and n.channel = 'telegram' and n.failed_at is not null`,
      [String(chat)],
    );
    expect(row).toEqual({ error: expect.stringContaining('500'), attempts: 3 });
  }, 30_000);
  expect(queue().counts.failed.telegram).toBe(failedBefore + 1);
  const metrics = await bed.h.app.inject({ method: 'GET', url: '/metrics' });
  expect(metrics.body).toMatch(/chameleon_notifications_failed_total\{channel="telegram"\} [1-9]/);
  expect(metrics.body).toMatch(/chameleon_notifications_sent_total\{channel="telegram"\} [1-9]/);
  expect(metrics.body).toMatch(/chameleon_notifications_retried_total\{channel="telegram"\} [1-9]/);
  expect(metrics.body).toMatch(/chameleon_notification_queue_depth \d+/);
  expect(metrics.body).toMatch(/chameleon_notification_dead_letters [1-9]/);
});

it('lets the chat go when the user has blocked the bot, and does not retry', async () => {
  const { user, chat } = await subscriber(2 * DAY);
  bed.standIn.refuseSends = true;
  await scanAndSettle();
  expect(toChat(chat)).toHaveLength(1);
  const settings = await settingsOf(user);
  expect(settings.channels.find((channel) => channel.channel === 'telegram')).toMatchObject({ linked: false });
});

it('does nothing when a job runs again after its notification went out', async () => {
  const { id } = await subscriber(2 * DAY);
  await scanAndSettle();
  const [row] = await bed.h.ctx.db.query<{ id: string }>(`select id::text from notifications where user_id = $1 and channel = 'telegram'`, [id]);
  const sent = bed.standIn.sentTexts().length;
  expect(await deliverNotice(bed.h.ctx, row?.id ?? '')).toBe('done');
  expect(bed.standIn.sentTexts()).toHaveLength(sent);
});

describe('through VK', () => {
  const noticeRow = async (id: number) =>
    (await bed.h.ctx.db.query<{ attempts: number; sent: boolean; error: string | null }>(
      `select attempts, sent_at is not null as sent, error from notifications where user_id = $1 and channel = 'vk'`,
      [id],
    ))[0];

  it("tells a subscription ending within 3 days once, in the account's language, with the renew link", async () => {
    const { user, chat, id } = await subscriber(5 * DAY, 'vk', 'de-DE,de;q=0.9');
    await scanAndSettle();
    expect(toVkPeer(chat)).toEqual([]);

    bed.h.clock.advance(2 * DAY + 3_600_000);
    await scanAndSettle();
    const game = gameName('de', 'Siege Line', 'shooter');
    expect(game).toMatch(/^Siege Line \(.+\)$/);
    const renew = site('/de/profile/payment/?game=1&days=30');
    expect(toVkPeer(chat)).toEqual([translator('de', 'bot')('notice.endsSoon', { game, duration: durationText('de', 3 * 86_400), link: renew })]);
    expect(toVkPeer(chat)[0]).toContain(renew);
    expect(bed.standIn.calls.find((call) => call.method === 'messages.send')?.params).toMatchObject({ access_token: 'vk-group-token', v: '5.199' });
    expect(await noticeRow(id)).toEqual({ attempts: 1, sent: true, error: null });

    await scanAndSettle();
    await scanAndSettle();
    expect(toVkPeer(chat)).toHaveLength(1);
    expect((await settingsOf(user)).channels.find((channel) => channel.channel === 'vk')).toEqual({ channel: 'vk', linked: true, enabled: true });
  });

  it.each([901, 902])('lets the chat go when VK refuses the send as the user closed messages (error %i), and does not retry', async (code) => {
    const { user, chat, id } = await subscriber(2 * DAY, 'vk');
    const retried = queue().counts.retried.vk;
    const failed = queue().counts.failed.vk;
    bed.standIn.refuseSends = true;
    bed.standIn.vkRefusalCode = code;
    await scanAndSettle();
    // Longer than the back-off before a first retry: nothing comes after the refused send.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(toVkPeer(chat)).toHaveLength(1);
    expect(await noticeRow(id)).toEqual({ attempts: 1, sent: false, error: 'the user blocked the bot' });
    expect(queue().counts.retried.vk).toBe(retried);
    expect(queue().counts.failed.vk).toBe(failed + 1);
    expect((await settingsOf(user)).channels.find((channel) => channel.channel === 'vk')).toMatchObject({ linked: false });
    // E-mail is another channel: it still carries the notice.
    expect(await mailsTo(user)).toHaveLength(1);

    // The next notice has no VK chat to go to.
    bed.standIn.refuseSends = false;
    bed.h.clock.advance(DAY + 3_600_000);
    await scanAndSettle();
    expect(toVkPeer(chat)).toHaveLength(1);
    expect(await mailsTo(user)).toHaveLength(2);
  });
});
