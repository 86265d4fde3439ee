import { botAnswers } from '../src/bots/messages';
import { readBotIntegrations } from '../src/bots/settings';
import { TELEGRAM_WEBHOOK_PATH } from '../src/bots/telegram';
import { VK_CALLBACK_PATH } from '../src/bots/vk';
import { botTestBedForFile, recorded, telegramMessage, vkMessage } from './support/botFixtures';
import { bearer, createHarness, registerUser, SETUP_TIMEOUT } from './support/harness';

// Support through the bots: a message that is no code goes to the support chat with who sent
// it; an agent's reply there goes back to the user through the bot the message came from.

const SECRET = 'telegram-webhook-secret_1';
const VK_SECRET = 'vk-callback-secret-1';
const SUPPORT_CHAT = '-1009876543210';
const bed = botTestBedForFile((standIn) => ({
  telegram: { token: '7000000001:TEST-token', webhookSecret: SECRET, apiRoot: standIn.telegramRoot, supportChat: SUPPORT_CHAT },
  vk: { groupId: 229876543, accessToken: 'vk-group-token', secret: VK_SECRET, confirmation: 'a1b2c3d4', apiRoot: standIn.vkRoot, apiVersion: '5.199' },
}));

const toTelegram = (update: object) =>
  bed.h.app.inject({ method: 'POST', url: TELEGRAM_WEBHOOK_PATH, payload: update, headers: { 'x-telegram-bot-api-secret-token': SECRET } });

const sends = () => bed.standIn.calls.filter((call) => call.method === 'sendMessage' || call.method === 'messages.send');
const toSupport = () => sends().filter((call) => String(call.params.chat_id) === SUPPORT_CHAT);

/** What an agent types in the support chat, replying to message `repliedTo` there (or to none). */
function agentMessage(text: string, repliedTo: number | undefined, chatId = Number(SUPPORT_CHAT)): Record<string, unknown> {
  const update = recorded('telegram-group-text', { CODE: text }) as { message: Record<string, unknown> & { chat: { id: number } } };
  update.message.chat.id = chatId;
  if (repliedTo !== undefined) update.message.reply_to_message = { message_id: repliedTo, date: 1772366400, chat: update.message.chat, text: 'forwarded' };
  return update;
}

/** The id the support chat's copy of the last forwarded message got there (the stand-in's answer). */
async function forwardedId(): Promise<number> {
  const [row] = await bed.h.ctx.db.query<{ id: string }>(`select support_message_id::text as id from support_threads order by created_at desc, support_message_id desc limit 1`);
  return Number(row?.id);
}

it("forwards a linked user's message with the login, and sends the agent's reply back to that chat", async () => {
  const user = await registerUser(bed.h.app);
  const link = (await bed.h.app.inject({ method: 'POST', url: '/v2/web/user/bots/link', headers: bearer(user.token), payload: { bot: 'telegram' } })).json<{ code: string }>();
  await toTelegram(telegramMessage(link.code, 810_000_001));
  bed.standIn.calls.length = 0;

  await toTelegram(telegramMessage('My launcher says the game is not running, but it is. <b>help</b>', 810_000_001));
  expect(toSupport().map((call) => call.params.text)).toEqual([`${user.login} (telegram):\nMy launcher says the game is not running, but it is. <b>help</b>`]);
  expect(toSupport()[0]?.params.parse_mode).toBeUndefined();
  expect(bed.standIn.sentTexts().at(-1)).toBe(botAnswers.en.forwarded(''));

  bed.standIn.calls.length = 0;
  expect((await toTelegram(agentMessage('Restart the launcher as administrator, please.', await forwardedId()))).statusCode).toBe(200);
  expect(sends().map((call) => ({ chat: String(call.params.chat_id), text: call.params.text }))).toEqual([
    { chat: '810000001', text: 'Restart the launcher as administrator, please.' },
  ]);
});

it('forwards from a chat that is not linked, saying so', async () => {
  await toTelegram(telegramMessage('hello?', 810_000_002));
  expect(toSupport().map((call) => call.params.text)).toEqual(['telegram chat 810000002 (not linked):\nhello?']);
});

it('sends a reply to a VK message back through VK', async () => {
  expect((await bed.h.app.inject({ method: 'POST', url: VK_CALLBACK_PATH, payload: vkMessage('Où est ma facture ?', 820_000_001, VK_SECRET) })).statusCode).toBe(200);
  expect(toSupport().map((call) => call.params.text)).toEqual(['vk chat 820000001 (not linked):\nOù est ma facture ?']);
  bed.standIn.calls.length = 0;
  await toTelegram(agentMessage('Dans l’onglet Transactions.', await forwardedId()));
  expect(sends().map((call) => ({ service: call.service, peer: call.params.peer_id, text: call.params.message }))).toEqual([
    { service: 'vk', peer: '820000001', text: 'Dans l’onglet Transactions.' },
  ]);
});

it("ignores the support chat's own talk, replies to unknown messages and other groups' replies", async () => {
  await toTelegram(telegramMessage('question', 810_000_003));
  const id = await forwardedId();
  bed.standIn.calls.length = 0;
  for (const update of [agentMessage('agents talking', undefined), agentMessage('reply to something else', id + 1000), agentMessage('from another group', id, -1001111111111)]) {
    expect((await toTelegram(update)).statusCode).toBe(200);
  }
  expect(sends()).toEqual([]);
});

it('without a support chat, answers with the support address', async () => {
  const plain = await createHarness({ settings: { integrations: { telegram: { token: '7000000001:TEST-token', webhookSecret: SECRET, apiRoot: bed.standIn.telegramRoot }, vk: null } } });
  try {
    await plain.app.inject({ method: 'POST', url: TELEGRAM_WEBHOOK_PATH, payload: telegramMessage('hello?', 810_000_004), headers: { 'x-telegram-bot-api-secret-token': SECRET } });
    expect(bed.standIn.sentTexts()).toEqual([botAnswers.en.supportByMail(plain.ctx.settings.supportEmail)]);
  } finally {
    await plain.close();
  }
}, SETUP_TIMEOUT);

it('refuses a support chat without the Telegram bot, or one that is no chat id', () => {
  const bot = { TELEGRAM_BOT_TOKEN: '7000000001:token', TELEGRAM_WEBHOOK_SECRET: 'secret_1' };
  expect(() => readBotIntegrations({ SUPPORT_TELEGRAM_CHAT: SUPPORT_CHAT })).toThrow(/SUPPORT_TELEGRAM_CHAT/);
  expect(() => readBotIntegrations({ ...bot, SUPPORT_TELEGRAM_CHAT: '@support_group' })).toThrow(/SUPPORT_TELEGRAM_CHAT/);
  expect(readBotIntegrations({ ...bot, SUPPORT_TELEGRAM_CHAT: SUPPORT_CHAT }).telegram?.supportChat).toBe(SUPPORT_CHAT);
});
