import { BOT_LINK_CODE_LIFETIME_MINUTES, botChatsReplySchema, linkBotReplySchema, type ConfirmationBot } from '@chameleon/contract';
import { botAnswers } from '../src/bots/messages';
import { TELEGRAM_WEBHOOK_PATH } from '../src/bots/telegram';
import { VK_CALLBACK_PATH } from '../src/bots/vk';
import { botTestBedForFile, confirmationOf, newUserWithCode, telegramMessage, vkMessage } from './support/botFixtures';
import { bearer, expectError, registerUser, type TestUser } from './support/harness';

// The account's bot chats: kept when a bot confirms the account, linked later from settings
// with a short-lived code, let go from settings, by /stop and when the user blocks the bot.

const TELEGRAM_SECRET = 'telegram-webhook-secret_1';
const VK_SECRET = 'vk-callback-secret-1';
const bed = botTestBedForFile((standIn) => ({
  telegram: { token: '7000000001:TEST-token', webhookSecret: TELEGRAM_SECRET, apiRoot: standIn.telegramRoot },
  vk: { groupId: 229876543, accessToken: 'vk-group-token', secret: VK_SECRET, confirmation: 'a1b2c3d4', apiRoot: standIn.vkRoot, apiVersion: '5.199' },
}));

const toTelegram = (update: object, secret: string | null = TELEGRAM_SECRET) =>
  bed.h.app.inject({ method: 'POST', url: TELEGRAM_WEBHOOK_PATH, payload: update, headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret } });

const toVk = (event: object) => bed.h.app.inject({ method: 'POST', url: VK_CALLBACK_PATH, payload: event });

async function botsOf(user: TestUser) {
  const response = await bed.h.app.inject({ method: 'GET', url: '/v2/web/user/bots', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(botChatsReplySchema.parse(response.json()).bots.map((chat) => [chat.bot, chat.linked]));
}

async function linkCode(user: TestUser, bot: ConfirmationBot) {
  const response = await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/link', headers: bearer(user.token), payload: { bot } });
  expect(response.statusCode).toBe(200);
  return linkBotReplySchema.parse(response.json());
}

const lastAnswer = () => bed.standIn.sentTexts().at(-1);
// Private chats: Telegram's ids and VK's peer ids (VK's group chats start at 2e9).
let nextChat = 800_000_001;
const newChat = () => nextChat++;
const chatsOf = (user: TestUser) =>
  bed.h.ctx.db.query<{ chat_id: string }>(`select chat_id from bot_chats join users on users.id = bot_chats.user_id where users.login = $1`, [user.login]);

describe('the chat that confirms the account', () => {
  it('is kept for Telegram', async () => {
    const { user, code } = await newUserWithCode(bed.h.app);
    await toTelegram(telegramMessage(code, newChat()));
    expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true });
    expect(await botsOf(user)).toEqual({ telegram: true, vk: false });
  });

  it('is kept for VK (its peer id)', async () => {
    const { user, code } = await newUserWithCode(bed.h.app);
    await toVk(vkMessage(code, newChat(), VK_SECRET));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: true });
  });
});

describe('linking from settings', () => {
  it('links the chat that sends the code, from the deep link (/start <code>)', async () => {
    const user = await registerUser(bed.h.app);
    const link = await linkCode(user, 'telegram');
    expect(link).toMatchObject({ bot: 'telegram', code: expect.stringMatching(/^[A-Z0-9]{10}$/), bot_url: bed.h.ctx.settings.bots.telegram });
    expect(Date.parse(link.expires_at) - bed.h.clock.now().getTime()).toBe(BOT_LINK_CODE_LIFETIME_MINUTES * 60_000);
    await toTelegram(telegramMessage(`/start ${link.code}`, newChat()));
    expect(lastAnswer()).toBe(botAnswers.de.linked(user.login));
    expect(await botsOf(user)).toEqual({ telegram: true, vk: false });
  });

  it('links VK from the code sent as a message', async () => {
    const user = await registerUser(bed.h.app);
    const link = await linkCode(user, 'vk');
    await toVk(vkMessage(link.code.toLowerCase(), newChat(), VK_SECRET));
    expect(lastAnswer()).toBe(botAnswers.fr.linked(user.login));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: true });
  });

  it('refuses a forged Telegram update: nothing is linked and the code still works', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'telegram');
    for (const secret of [null, 'guess', `${TELEGRAM_SECRET}x`]) expect((await toTelegram(telegramMessage(code, newChat()), secret)).statusCode).toBe(401);
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
    await toTelegram(telegramMessage(code, newChat()));
    expect(await botsOf(user)).toEqual({ telegram: true, vk: false });
  });

  it('refuses a forged VK callback', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'vk');
    expect((await toVk(vkMessage(code, newChat(), 'guess'))).statusCode).toBe(403);
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
  });

  it('spends the code: a replay from another chat links nothing and the first chat stays', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'telegram');
    const first = newChat();
    await toTelegram(telegramMessage(code, first));
    const intruder = newChat();
    await toTelegram(telegramMessage(code, intruder));
    expect(lastAnswer()).toBe(botAnswers.en.linkExpired(''));
    // /stop from the intruder's chat lets nothing of this account go.
    await toTelegram(telegramMessage('/stop', intruder));
    expect(await botsOf(user)).toEqual({ telegram: true, vk: false });
  });

  it('refuses a code past its lifetime', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'telegram');
    bed.h.clock.advance((BOT_LINK_CODE_LIFETIME_MINUTES + 1) * 60_000);
    await toTelegram(telegramMessage(code, newChat()));
    expect(lastAnswer()).toBe(botAnswers.en.linkExpired(''));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
  });

  it('voids the earlier code when a new one is asked for', async () => {
    const user = await registerUser(bed.h.app);
    const older = await linkCode(user, 'telegram');
    const newer = await linkCode(user, 'telegram');
    await toTelegram(telegramMessage(older.code, newChat()));
    expect(lastAnswer()).toBe(botAnswers.en.linkExpired(''));
    await toTelegram(telegramMessage(newer.code, newChat()));
    expect(await botsOf(user)).toEqual({ telegram: true, vk: false });
  });

  it('does not take a Telegram code in VK', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'telegram');
    await toVk(vkMessage(code, newChat(), VK_SECRET));
    expect(lastAnswer()).toBe(botAnswers.fr.unknown(''));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
  });

  it("moves a chat to the account whose code it sends; the other account's calls never reach it", async () => {
    const alice = await registerUser(bed.h.app);
    const bob = await registerUser(bed.h.app);
    const chat = newChat();
    await toTelegram(telegramMessage((await linkCode(alice, 'telegram')).code, chat));
    // Bob unlinking his own (absent) chat leaves Alice's alone.
    await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/unlink', headers: bearer(bob.token), payload: { bot: 'telegram' } });
    expect(await botsOf(alice)).toEqual({ telegram: true, vk: false });
    await toTelegram(telegramMessage((await linkCode(bob, 'telegram')).code, chat));
    expect(await botsOf(alice)).toEqual({ telegram: false, vk: false });
    expect(await botsOf(bob)).toEqual({ telegram: true, vk: false });
  });

  it('keeps one chat per account and bot: a second chat replaces the first', async () => {
    const user = await registerUser(bed.h.app);
    await toTelegram(telegramMessage((await linkCode(user, 'telegram')).code, newChat()));
    await toTelegram(telegramMessage((await linkCode(user, 'telegram')).code, newChat()));
    expect(await chatsOf(user)).toHaveLength(1);
  });

  it('links once when two chats race with the same code', async () => {
    const user = await registerUser(bed.h.app);
    const { code } = await linkCode(user, 'telegram');
    const chats = [newChat(), newChat(), newChat()];
    await Promise.all(chats.map((chat) => toTelegram(telegramMessage(code, chat))));
    const answers = bed.standIn.sentTexts();
    expect(answers.filter((text) => text === botAnswers.en.linked(user.login))).toHaveLength(1);
    expect(answers.filter((text) => text === botAnswers.en.linkExpired(''))).toHaveLength(2);
    expect(await chatsOf(user)).toHaveLength(1);
  });

  it('answers 401 without a session and 400 for a bot it does not have', async () => {
    expectError(await bed.h.app.inject({ method: 'GET', url: '/v2/web/user/bots' }), 401, 'UNAUTHORIZED');
    const user = await registerUser(bed.h.app);
    for (const payload of [{ bot: 'whatsapp' }, {}, { bot: 'x'.repeat(10_000) }]) {
      expect((await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/link', headers: bearer(user.token), payload })).statusCode).toBe(400);
    }
  });
});

describe('unlinking', () => {
  it('from settings', async () => {
    const user = await registerUser(bed.h.app);
    await toTelegram(telegramMessage((await linkCode(user, 'telegram')).code, newChat()));
    const response = await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/unlink', headers: bearer(user.token), payload: { bot: 'telegram' } });
    expect(botChatsReplySchema.parse(response.json()).bots.find((chat) => chat.bot === 'telegram')).toEqual({ bot: 'telegram', linked: false, linked_at: null });
  });

  it('by /stop in the chat (Telegram and VK)', async () => {
    const user = await registerUser(bed.h.app);
    const telegramChat = newChat();
    const vkPeer = newChat();
    await toTelegram(telegramMessage((await linkCode(user, 'telegram')).code, telegramChat));
    await toVk(vkMessage((await linkCode(user, 'vk')).code, vkPeer, VK_SECRET));
    await toTelegram(telegramMessage('/stop', telegramChat));
    expect(lastAnswer()).toBe(botAnswers.en.stopped(''));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: true });
    await toVk(vkMessage('/stop', vkPeer, VK_SECRET));
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
  });

  it('when Telegram says the user blocked the bot, or VK that messages are closed', async () => {
    const user = await registerUser(bed.h.app);
    const telegramChat = newChat();
    const vkPeer = newChat();
    await toTelegram(telegramMessage((await linkCode(user, 'telegram')).code, telegramChat));
    await toVk(vkMessage((await linkCode(user, 'vk')).code, vkPeer, VK_SECRET));
    bed.standIn.refuseSends = true;
    expect((await toTelegram(telegramMessage('hello', telegramChat))).statusCode).toBe(200);
    expect((await toVk(vkMessage('hello', vkPeer, VK_SECRET))).statusCode).toBe(200);
    expect(await botsOf(user)).toEqual({ telegram: false, vk: false });
  });
});
