import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { RootStore } from '../stores/RootStore';
import { memoryTokenCookie } from './testing/memoryTokenCookie';
import { FakeServer, errorReply, fakeClient, jsonReply, mainData, rawReply } from './testing/fakeServer';

// The spec's status hooks (section 8), as a RootStore wires them to a real ApiClient.

function setup(token?: string) {
  const server = new FakeServer();
  const cookies = memoryTokenCookie(token);
  const reload = jest.fn();
  const root = new RootStore({ api: fakeClient(server, { token: () => cookies.get() }), cookies, reload, randomUUID: () => 'id-1' });
  return { server, cookies, reload, root };
}

const credentials = { login: 'player', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN };

it.each([
  [400, 'http.400.title', 'http.400.content'],
  [404, 'http.404.title', 'http.404.content'],
  [500, 'http.500.title', 'http.500.content'],
])('%s without a catalogue code raises the notification %s', async (status, title, content) => {
  const { server, root } = setup();
  server.on('reset', rawReply(status, JSON.stringify({ statusCode: status, error: 'Oops' }), { 'content-type': 'application/json' }));
  await root.api.resetPassword({ email: 'a@b.cd', recaptchaToken: 'token' });
  expect(root.notifications.notifications).toEqual([{ id: 'id-1', title, content, type: 'error' }]);
});

it.each([
  [400, 'INVALID_PASSWORD'],
  [404, 'EMAIL_NOT_FOUND'],
  [500, 'INVALID_RESPONSE'],
])('%s carrying %s is left to the screen, with no generic notification', async (status, code) => {
  const { server, root } = setup();
  server.on('reset', errorReply(status, code));
  const result = await root.api.resetPassword({ email: 'a@b.cd', recaptchaToken: 'token' });
  expect({ result, notifications: root.notifications.notifications }).toEqual({ result: { status: false, message: code }, notifications: [] });
});

it('a 500 with an HTML page still raises the 500 notification', async () => {
  const { server, root } = setup();
  server.on('login', rawReply(500, '<html>oops</html>', { 'content-type': 'text/html' }));
  await root.api.login(credentials);
  expect(root.notifications.notifications.map((n) => n.title)).toEqual(['http.500.title']);
});

it('403 with cf-mitigated: challenge reloads the page', async () => {
  const { server, root, reload } = setup();
  server.on('login', rawReply(403, '<html>challenge</html>', { 'cf-mitigated': 'challenge' }));
  await root.api.login(credentials);
  expect(reload).toHaveBeenCalledTimes(1);
});

it('403 without the challenge header does nothing', async () => {
  const { server, root, reload } = setup();
  server.on('login', rawReply(403, 'Forbidden'));
  await root.api.login(credentials);
  expect({ reloads: reload.mock.calls.length, notifications: root.notifications.notifications }).toEqual({ reloads: 0, notifications: [] });
});

it('403 with another cf-mitigated value does nothing', async () => {
  const { server, root, reload } = setup();
  server.on('login', rawReply(403, 'Forbidden', { 'cf-mitigated': 'block' }));
  await root.api.login(credentials);
  expect(reload).not.toHaveBeenCalled();
});

it.each([401, 409, 429, 502, 503])('%s raises no notification', async (status) => {
  const { server, root } = setup();
  server.on('login', errorReply(status, 'TO_MANY_REQUESTS'));
  await root.api.login(credentials);
  expect(root.notifications.notifications).toEqual([]);
});

it('401 from a protected call clears the session: cookie and user', async () => {
  const { server, root, cookies } = setup('old-token');
  server.on('frontendData', jsonReply(200, mainData({ access_token: 'old-token' })));
  await root.session.loadMainData();
  server.on('freeze', errorReply(401, 'UNAUTHORIZED'));
  await root.subscriptions.freeze(1);
  expect({ cookie: cookies.get(), token: root.session.token, user: root.session.user }).toEqual({ cookie: undefined, token: null, user: null });
});

it('401 from sign-in (wrong password) keeps an existing session', async () => {
  const { server, root, cookies } = setup('kept-token');
  server.on('login', errorReply(401, 'INVALID_CREDENTIALS'));
  await root.api.login(credentials);
  expect(cookies.get()).toBe('kept-token');
});

it('stops reacting once the RootStore is disposed', async () => {
  const { server, root } = setup();
  server.on('reset', errorReply(400, 'INVALID_EMAIL'));
  root.dispose();
  await root.api.resetPassword({ email: 'a@b.cd', recaptchaToken: 'token' });
  expect(root.notifications.notifications).toEqual([]);
});
