import { botAnswers } from '../src/bots/messages';
import { VK_CALLBACK_PATH } from '../src/bots/vk';
import { botTestBedForFile, confirmationOf, newUserWithCode, outliveConfirmationCodes, recorded } from './support/botFixtures';

// Recorded VK Callback API events replayed against POST /bots/vk; messages.send goes to a
// local stand-in of VK's API, which records what the bot answered.

const SECRET = 'vk-callback-secret-1';
const CONFIRMATION = 'a1b2c3d4';
const bed = botTestBedForFile((standIn) => ({
  telegram: null,
  vk: { groupId: 229876543, accessToken: 'vk-group-token', secret: SECRET, confirmation: CONFIRMATION, apiRoot: standIn.vkRoot, apiVersion: '5.199' },
}));

const deliver = (event: object) => bed.h.app.inject({ method: 'POST', url: VK_CALLBACK_PATH, payload: event });
const sent = () => bed.standIn.calls.filter((call) => call.method === 'messages.send').map((call) => ({ peer: call.params.peer_id, text: call.params.message }));

it('answers the confirmation handshake with the configured string', async () => {
  const response = await deliver(recorded('vk-confirmation', { SECRET }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: CONFIRMATION });
});

it('confirms from message_new, answers "ok" and writes back in the user language', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'ok' });
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true, code: null });
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.confirmed(user.login) }]);
  expect(bed.standIn.calls[0]?.params).toMatchObject({ access_token: 'vk-group-token', v: '5.199', random_id: expect.stringMatching(/^\d+$/) });
});

it.each([
  ['a wrong secret', { secret: 'guess' }],
  ['no secret', { secret: undefined }],
  ['another community', { group_id: 1 }],
])('refuses an event with %s (403) and changes nothing', async (_case, change) => {
  const { user, code } = await newUserWithCode(bed.h.app);
  for (const event of [recorded('vk-message-new', { SECRET, CODE: code }), recorded('vk-confirmation', { SECRET })]) {
    const response = await deliver({ ...event, ...change });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(CONFIRMATION);
  }
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false, code });
  expect(bed.standIn.calls).toEqual([]);
});

it('answers an unknown code and confirms nobody', async () => {
  const { user } = await newUserWithCode(bed.h.app);
  await deliver(recorded('vk-message-new', { SECRET, CODE: 'ZZZZ2222' }));
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false });
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.unknown('') }]);
});

it('tells a used code from an unknown one', async () => {
  const { code } = await newUserWithCode(bed.h.app);
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  bed.standIn.calls.length = 0;
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.used('') }]);
});

it('refuses an expired code', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  outliveConfirmationCodes(bed.h.clock);
  await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect(sent()).toEqual([{ peer: '812345678', text: botAnswers.fr.expired('') }]);
  expect((await confirmationOf(bed.h.app, user)).confirmed).toBe(false);
});

it('acknowledges an edited message without acting on it', async () => {
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('vk-message-edit', { SECRET, CODE: code }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'ok' });
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: false, code });
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
  expect(bed.standIn.calls).toEqual([]);
});

// A user who closed messages from the community must not make the callback answer 500: VK
// retries and, after enough failures, switches the callback server off.
it('acknowledges the event ("ok") and keeps the confirmation when the answer cannot be sent', async () => {
  bed.standIn.refuseSends = true;
  const { user, code } = await newUserWithCode(bed.h.app);
  const response = await deliver(recorded('vk-message-new', { SECRET, CODE: code }));
  expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'ok' });
  expect(await confirmationOf(bed.h.app, user)).toMatchObject({ confirmed: true, code: null });
  expect(sent()).toHaveLength(1);
});
