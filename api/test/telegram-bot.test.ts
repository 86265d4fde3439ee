import { botAnswers } from '../src/bots/messages';
import { TELEGRAM_WEBHOOK_PATH } from '../src/bots/telegram';
import { botTestBedForFile, confirmationOf, newUserWithCode, outliveConfirmationCodes, recorded } from './support/botFixtures';
import { createHarness, SETUP_TIMEOUT } from './support/harness';

// Recorded Telegram updates replayed against POST /bots/telegram; grammY's outgoing calls go
// to a local stand-in of the Bot API, which records what the bot answered.

const SECRET = 'telegram-webhook-secret_1';
const bed = botTestBedForFile((standIn) => ({ telegram: { token: '7000000001:TEST-token', webhookSecret: SECRET, apiRoot: standIn.telegramRoot }, vk: null }));

const deliver = (update: object, secret: string | null = SECRET) =>
  bed.h.app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    payload: update,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });

const sent = () => bed.standIn.calls.filter((call) => call.method === 'sendMessage').map((call) => ({ chat: call.params.chat_id, text: call.params.text }));

it('confirms from the deep link (/start <code>) and answers in the user language', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('telegram-start-deep-link', { CODE: code }));
  expect(response.statusCode).toBe(200);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true, code: null });
  expect(sent()).toEqual([{ chat: 5551234001, text: botAnswers.de.confirmed(user.login) }]);
});

it('confirms from the code sent as a plain message, typed loosely', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  expect((await deliver(recorded('telegram-text', { CODE: ` ${code.toLowerCase()} ` }))).statusCode).toBe(200);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true });
  expect(sent()).toEqual([{ chat: 5551234003, text: botAnswers.en.confirmed(user.login) }]);
});

it.each([
  ['a wrong secret', 'not-the-secret'],
  ['no secret', null],
  ['the secret of another length', `${SECRET}x`],
])('refuses an update with %s (401) and changes nothing', async (_case, secret) => {
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('telegram-start-deep-link', { CODE: code }), secret);
  expect(response.statusCode).toBe(401);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false, code });
  expect(bed.standIn.calls).toEqual([]);
});

it('answers an unknown code and confirms nobody', async () => {
  const { user } = await newUserWithCode(bed.h.app);
  await deliver(recorded('telegram-text', { CODE: 'ZZZZ2222' }));
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false });
  expect(sent()).toEqual([{ chat: 5551234003, text: botAnswers.en.unknown('') }]);
});

it('tells a used code from an unknown one', async () => {
  const { code } = await newUserWithCode(bed.h.app);
  await deliver(recorded('telegram-start-deep-link', { CODE: code }));
  bed.standIn.calls.length = 0;
  await deliver(recorded('telegram-text', { CODE: code }));
  expect(sent()).toEqual([{ chat: 5551234003, text: botAnswers.en.used('') }]);
});

it('refuses an expired code; the confirmation page then shows a new one that works', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  outliveConfirmationCodes(bed.h.clock);
  await deliver(recorded('telegram-start-deep-link', { CODE: code }));
  expect(sent()).toEqual([{ chat: 5551234001, text: botAnswers.de.expired('') }]);
  const fresh = await confirmationOf(bed.h.app, user);
  expect(fresh).toMatchObject({ confirmed: false, code: expect.stringMatching(/^[A-Z0-9]{8}$/) });
  expect(fresh.code).not.toBe(code);
  await deliver(recorded('telegram-text', { CODE: fresh.code ?? '' }));
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true });
});

it('acknowledges an edited message without acting on it', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  expect((await deliver(recorded('telegram-edited-message', { CODE: code }))).statusCode).toBe(200);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false, code });
  expect(sent()).toEqual([]);
});

it('answers a sticker with how to send the code', async () => {
  expect((await deliver(recorded('telegram-sticker'))).statusCode).toBe(200);
  expect(sent()).toEqual([{ chat: 5551234005, text: botAnswers.es.notACode('') }]);
});

it('greets a bare /start in the user language', async () => {
  await deliver(recorded('telegram-start-bare'));
  expect(sent()).toEqual([{ chat: 5551234002, text: botAnswers.ru.welcome('') }]);
});

it('ignores codes posted in group chats', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  expect((await deliver(recorded('telegram-group-text', { CODE: code }))).statusCode).toBe(200);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false });
  expect(sent()).toEqual([]);
});

it('refuses a malformed body with 400 and no outgoing call', async () => {
  const response = await bed.h.app.inject({
    method: 'POST',
    url: TELEGRAM_WEBHOOK_PATH,
    payload: '{"update_id":',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
  });
  expect(response.statusCode).toBe(400);
  expect(bed.standIn.calls).toEqual([]);
});

it('is not served when no bot token is configured', async () => {
  const plain = await createHarness();
  try {
    expect((await plain.app.inject({ method: 'POST', url: TELEGRAM_WEBHOOK_PATH, payload: {} })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
}, SETUP_TIMEOUT);

// A user who blocked the bot must not make the webhook answer 500: Telegram would deliver
// the same update again and again.
it('acknowledges the update (200) and keeps the confirmation when the answer cannot be sent', async () => {
  bed.standIn.refuseSends = true;
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('telegram-start-deep-link', { CODE: code }));
  expect(response.statusCode).toBe(200);
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true, code: null });
  expect(sent()).toHaveLength(1);
});
