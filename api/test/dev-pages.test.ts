import { captchaToken, registerUser, harnessForFile } from './support/harness';

const h = harnessForFile();
const off = harnessForFile({ settings: { devPages: false } });

it('lists the development pages', async () => {
  const page = await h.app.inject({ method: 'GET', url: '/dev' });
  expect(page.body).toMatch(/href="\/dev\/mailbox".*href="\/dev\/bot"/s);
});

it('shows mail in the mailbox page, escaped', async () => {
  const user = await registerUser(h.app);
  await h.ctx.mailer.send({ to: user.email, subject: '<script>alert(1)</script>', text: 'hello', html: '<p>hello</p>', language: 'en' });
  const page = await h.app.inject({ method: 'GET', url: '/dev/mailbox' });
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  expect(page.body).not.toContain('<script>alert(1)');
});

it('shows the HTML part beside the text, in a frame that runs nothing', async () => {
  const user = await registerUser(h.app);
  await h.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: user.email, recaptchaToken: captchaToken } });
  const page = await h.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(user.email)}` });
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toMatch(/script-src|'unsafe-eval'/);
  const frames = [...page.body.matchAll(/<iframe ([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(frames).toHaveLength(1);
  expect(frames[0]).toMatch(/^sandbox="" /);
  // The frame's own document carries the same policy, and its HTML is escaped into srcdoc.
  expect(frames[0]).toContain('Content-Security-Policy');
  expect(frames[0]).not.toMatch(/srcdoc="[^"]*<html/);
  expect(page.body).toMatch(/<div class="parts"><pre>[^<]*\d{6}/);
});

it('answers the mailbox as JSON when asked by Accept', async () => {
  const user = await registerUser(h.app);
  await h.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: user.email, recaptchaToken: captchaToken } });
  const response = await h.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'application/json' } });
  expect(response.json().mails[0]).toMatchObject({ to: user.email, sent_at: null, error: null });
});

it('offers a form that plays the bot', async () => {
  const page = await h.app.inject({ method: 'GET', url: '/dev/bot' });
  expect(page.body).toMatch(/<form method="post" action="\/dev\/bot\/confirm">/);
});

it('confirms from the bot form and says so', async () => {
  const user = await registerUser(h.app);
  const { code } = (await h.app.inject({ method: 'GET', url: '/v2/web/user/confirmation', headers: { authorization: `Bearer ${user.token}` } })).json();
  const page = await h.app.inject({
    method: 'POST',
    url: '/dev/bot/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `code=${code}&bot=vk`,
  });
  expect(page.body).toContain(`Account ${user.login} is confirmed.`);
});

it('shows a wrong code on the bot form as INVALID_CODE', async () => {
  const page = await h.app.inject({
    method: 'POST',
    url: '/dev/bot/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'code=ZZZZZZZZ&bot=vk',
  });
  expect([page.statusCode, page.body.includes('INVALID_CODE')]).toEqual([400, true]);
});

it('exposes none of them when development pages are off', async () => {
  const responses = await Promise.all(['/dev', '/dev/mailbox', '/dev/bot', '/dev/checkout/x'].map((url) => off.app.inject({ method: 'GET', url })));
  expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
});

describe('only on the API’s own loopback address (through the proxy they would take over an account in three requests)', () => {
  it.each(['localhost:8787', '127.0.0.1:8787', '[::1]:8787', 'localhost'])('answers a page asked for by Host %s', async (host) => {
    expect((await h.app.inject({ method: 'GET', url: '/dev', remoteAddress: '127.0.0.1', headers: { host } })).statusCode).toBe(200);
  });

  it.each([
    ['forwarded by a proxy on this machine', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['forwarded with the standard Forwarded header', { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } }],
    ['from another host', { remoteAddress: '203.0.113.9', headers: {} }],
    // A web page whose name rebinds to 127.0.0.1 must not read the mailbox.
    ['on this machine to a name that is not loopback (DNS rebinding)', { remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:8787' } }],
  ])('answers 404 to a request %s', async (_name, from) => {
    const user = await registerUser(h.app);
    await h.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: user.email, recaptchaToken: captchaToken } });
    const attempts = await Promise.all([
      h.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(user.email)}`, ...from }),
      h.app.inject({ method: 'POST', url: '/dev/bot/confirm', payload: { code: 'ZZZZZZZZ', bot: 'vk' }, ...from }),
      h.app.inject({ method: 'POST', url: '/dev/checkout/anything', payload: {}, ...from }),
      h.app.inject({ method: 'GET', url: '/dev', ...from }),
    ]);
    expect(attempts.map((response) => [response.statusCode, response.body.includes(user.email)])).toEqual([
      [404, false],
      [404, false],
      [404, false],
      [404, false],
    ]);
  });
});
