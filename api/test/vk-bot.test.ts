import { CONFIRMATION_CODE_LIFETIME_HOURS } from '@chameleon/contract';
import { botAnswers } from '../src/bots/messages';
import { VK_CALLBACK_PATH } from '../src/bots/vk';
import { startBotApiStandIn, type BotApiStandIn } from './support/botApiStandIn';
import { confirmationOf, newUserWithCode, recorded } from './support/botFixtures';
import { createHarness, SETUP_TIMEOUT, type Harness } from './support/harness';

// Recorded VK Callback API events replayed against POST /bots/vk; messages.send goes to a
// local stand-in of VK's API, which records what the bot answered.

const SECRET = 'vk-callback-secret-1';
const CONFIRMATION = 'a1b2c3d4';
const HOUR = 3_600_000;
let h: Harness;
let vkApi: BotApiStandIn;

beforeAll(async () => {
  vkApi = await startBotApiStandIn();
  h = await createHarness({
    settings: {
      integrations: {
        telegram: null,
        vk: { groupId: 229876543, accessToken: 'vk-group-token', secret: SECRET, confirmation: CONFIRMATION, apiRoot: vkApi.vkRoot, apiVersion: '5.199' },
      },
    },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h?.close();
  await vkApi?.close();
});
beforeEach(() => {
  vkApi.calls.length = 0;
});

const deliver = (event: object) => h.app.inject({ method: 'POST', url: VK_CALLBACK_PATH, payload: event });
const sent = () => vkApi.calls.filter((call) => call.method === 'messages.send').map((call) => ({ peer: call.params.peer_id, text: call.params.message }));


it('answers the confirmation handshake with the configured string', async () => {
  const response = await deliver(recorded('vk-confirmation', { SECRET }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: CONFIRMATION });
});

it('confirms from message_new, answers "ok" and writes back in the user language', async () => {
  const { user, code } = await newUserWithCode(h.app);
  const response = await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'ok' });
  expect(await confirmationOf(h.app, user)).toMatchObject({ confirmed: true, code: null });
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.confirmed(user.login) }]);
  expect(vkApi.calls[0]?.params).toMatchObject({ access_token: 'vk-group-token', v: '5.199', random_id: expect.stringMatching(/^\d+$/) });
});

it.each([
  ['a wrong secret', { secret: 'guess' }],
  ['no secret', { secret: undefined }],
  ['another community', { group_id: 1 }],
])('refuses an event with %s (403) and changes nothing', async (_case, change) => {
  const { user, code } = await newUserWithCode(h.app);
  for (const event of [recorded('vk-message-new', { SECRET, CODE: code }), recorded('vk-confirmation', { SECRET })]) {
    const response = await deliver({ ...event, ...change });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(CONFIRMATION);
  }
  expect(await confirmationOf(h.app, user)).toMatchObject({ confirmed: false, code });
  expect(vkApi.calls).toEqual([]);
});

it('answers an unknown code and confirms nobody', async () => {
  const { user } = await newUserWithCode(h.app);
  await deliver(recorded('vk-message-new', { SECRET, CODE: 'ZZZZ2222' }));
  expect(await confirmationOf(h.app, user)).toMatchObject({ confirmed: false });
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.unknown('') }]);
});

it('tells a used code from an unknown one', async () => {
  const { code } = await newUserWithCode(h.app);
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  vkApi.calls.length = 0;
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.used('') }]);
});

it('refuses an expired code', async () => {
  const { user, code } = await newUserWithCode(h.app);
  h.clock.advance((CONFIRMATION_CODE_LIFETIME_HOURS + 1) * HOUR);
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.expired('') }]);
  expect((await confirmationOf(h.app, user)).confirmed).toBe(false);
});

it('acknowledges an edited message without acting on it', async () => {
  const { user, code } = await newUserWithCode(h.app);
  const response = await deliver(recorded('vk-message-edit', { SECRET, CODE: code }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'ok' });
  expect(await confirmationOf(h.app, user)).toMatchObject({ confirmed: false, code });
  expect(sent()).toEqual([]);
});

it('answers a sticker with how to send the code', async () => {
  expect((await deliver(recorded('vk-message-sticker', { SECRET }))).body).toBe('ok');
  expect(sent()).toEqual([{ peer: '812345679', text: botAnswers.en.notACode('') }]);
});

it('refuses a body that is no callback with 400', async () => {
  for (const payload of [{}, { type: 'message_new' }, { type: 5, group_id: 229876543, secret: SECRET }]) {
    expect((await deliver(payload)).statusCode).toBe(400);
  }
  expect(vkApi.calls).toEqual([]);
});
