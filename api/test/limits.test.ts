import { captchaToken, expectError, harnessForFile } from './support/harness';
import { googleCaptcha } from '../src/services/captcha';

describe('rate limit', () => {
  const h = harnessForFile({ settings: { authRateLimit: 3 } });

  it.each([
    ['/v2/web/login', { login: 'someone', password: 'whatever-1', recaptchaToken: captchaToken }],
    ['/v2/web/register', { login: 'x', email: 'x', password: 'x', recaptchaToken: captchaToken }],
    ['/auth/reset', { email: 'ghost@example.com', recaptchaToken: captchaToken }],
    ['/auth/validateResetCode', { email: 'ghost@example.com', resetCode: '123456' }],
    ['/auth/setPasswordReset', { email: 'ghost@example.com', resetCode: '123456', password: 'chosen-again-1' }],
  ])('answers TO_MANY_REQUESTS after 3 calls a minute on %s', async (url, payload) => {
    for (let call = 0; call < 3; call += 1) {
      expect((await h.app.inject({ method: 'POST', url, payload })).statusCode).not.toBe(429);
    }
    expectError(await h.app.inject({ method: 'POST', url, payload }), 429, 'TO_MANY_REQUESTS');
  });

  it('counts each address on its own', async () => {
    const payload = { login: 'someone', password: 'whatever-1', recaptchaToken: captchaToken };
    const other = await h.app.inject({ method: 'POST', url: '/v2/web/login', payload, remoteAddress: '10.0.0.2' });
    expect(other.statusCode).not.toBe(429);
  });
});

describe('Google reCAPTCHA', () => {
  const answering = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('passes a token Google accepts, sending secret, token and address', async () => {
    const calls: string[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls.push(String(init.body));
      return new Response(JSON.stringify({ success: true }));
    }) as unknown as typeof fetch;
    expect(await googleCaptcha('s3cret', fetchImpl)('answer', '1.2.3.4')).toBe(true);
    expect(calls).toEqual(['secret=s3cret&response=answer&remoteip=1.2.3.4']);
  });

  it('refuses a token Google rejects', async () => {
    expect(await googleCaptcha('s3cret', answering({ success: false }))('answer', '1.2.3.4')).toBe(false);
  });

  it('refuses when Google answers with an error status', async () => {
    expect(await googleCaptcha('s3cret', answering({ success: true }, 500))('answer', '1.2.3.4')).toBe(false);
  });

  it('refuses when Google cannot be reached', async () => {
    const failing = (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await googleCaptcha('s3cret', failing)('answer', '1.2.3.4')).toBe(false);
  });
});

describe('captcha verifier in the app', () => {
  const h = harnessForFile({ captcha: async (token) => token === 'google-says-yes' });

  it('asks the configured verifier', async () => {
    const payload = { login: 'someone', password: 'whatever-1', recaptchaToken: captchaToken };
    expectError(await h.app.inject({ method: 'POST', url: '/v2/web/login', payload }), 400, 'INVALID_CAPTCHA');
  });
});
