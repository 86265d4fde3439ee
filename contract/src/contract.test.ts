import {
  API_ERROR_CODES,
  AUTH_ERROR_CODES,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  endpoints,
  errorReplySchema,
  frontendDataReplySchema,
  loginRequestSchema,
  registerRequestSchema,
  setPasswordResetRequestSchema,
  subscriptionSchema,
  transactionsQuerySchema,
  createPaymentRequestSchema,
  ssoTokenReplySchema,
  firstErrorCode,
} from './index';

const iso = '2026-03-01T12:00:00.000Z';

describe('error catalogue', () => {
  // The catalogue's source is spec section 8, which lives outside this repository; a copy of the
  // list here would only repeat errors.ts. What can go wrong inside it is checked instead.
  it('keeps the spec\'s twelve codes, each once, apart from the codes the API added', () => {
    expect(AUTH_ERROR_CODES).toHaveLength(12);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(API_ERROR_CODES.filter((code) => (AUTH_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('keeps the spec\'s own spelling TO_MANY_REQUESTS, which reads like a typo', () => {
    expect(AUTH_ERROR_CODES).toContain('TO_MANY_REQUESTS');
    expect(ERROR_CODES).not.toContain('TOO_MANY_REQUESTS');
  });

  it('spells every code as the wire carries it: upper-case words joined by underscores', () => {
    expect(ERROR_CODES.filter((code) => !/^[A-Z]+(_[A-Z]+)*$/.test(code))).toEqual([]);
  });

  it('gives every code a client (4xx) or server (5xx) status', () => {
    for (const code of ERROR_CODES) expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(ERROR_HTTP_STATUS.TO_MANY_REQUESTS).toBe(429);
    expect(ERROR_HTTP_STATUS.INVALID_RESPONSE).toBe(500);
  });

  it('describes the error reply', () => {
    expect(errorReplySchema.parse({ status: false, message: 'INVALID_CODE' })).toEqual({ status: false, message: 'INVALID_CODE' });
    expect(errorReplySchema.safeParse({ status: false, message: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});

describe('requests', () => {
  const register = { login: 'player_1', email: 'p@example.com', password: '12345678', recaptchaToken: 't' };

  it('accepts a password of exactly 8 characters and refuses 7', () => {
    expect(registerRequestSchema.safeParse(register).success).toBe(true);
    const short = registerRequestSchema.safeParse({ ...register, password: '1234567' });
    expect(short.success ? null : firstErrorCode(short.error)).toBe('PASSWORD_TOO_SHORT');
  });

  it('reports a differing repeat as PASSWORD_REPEAT_MISMATCH', () => {
    const result = registerRequestSchema.safeParse({ ...register, repeat_password: '12345679' });
    expect(result.success ? null : firstErrorCode(result.error)).toBe('PASSWORD_REPEAT_MISMATCH');
  });

  it('reports a missing captcha as INVALID_CAPTCHA', () => {
    const result = loginRequestSchema.safeParse({ login: 'a', password: 'b' });
    expect(result.success ? null : firstErrorCode(result.error)).toBe('INVALID_CAPTCHA');
  });

  it('trims the e-mail before checking it', () => {
    expect(registerRequestSchema.parse({ ...register, email: '  p@example.com ' }).email).toBe('p@example.com');
  });

  it('lets a reset go without a password (the server mails one) but not with a lone repeat', () => {
    expect(setPasswordResetRequestSchema.safeParse({ resetCode: '123456', email: 'p@example.com' }).success).toBe(true);
    const lone = setPasswordResetRequestSchema.safeParse({ resetCode: '123456', email: 'p@example.com', repeat_password: 'x' });
    expect(lone.success ? null : firstErrorCode(lone.error)).toBe('PASSWORD_REPEAT_MISMATCH');
  });

  it('defaults transaction paging to the first 10', () => {
    expect(transactionsQuerySchema.parse({})).toEqual({ limit: 10, skip: 0 });
    expect(transactionsQuerySchema.parse({ limit: '5', skip: '20' })).toEqual({ limit: 5, skip: 20 });
  });

  it('keeps payment return paths on the site', () => {
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      expect(createPaymentRequestSchema.safeParse({ cheat_id: 1, days: 30, return_path: path }).success).toBe(false);
    }
    expect(createPaymentRequestSchema.safeParse({ cheat_id: 1, days: 30, return_path: '/en/profile' }).success).toBe(true);
  });
});

describe('replies', () => {
  it('reads a main data reply and defaults a product without area to global', () => {
    const reply = frontendDataReplySchema.parse({
      status: true,
      access_token: 'token',
      user: { id: 1, login: 'demo', email: 'demo@example.com', created_at: iso, confirmed: true, shopping_area: 'ru', pending_email: null, pending_email_expires_at: null, transactions: [] },
      cheats: [{ id: 1, name: 'Chameleon for Siege Line', game: 'Siege Line', genre: 'shooter' }],
      shopping_area: 'ru',
      products: [{ id: 1, cheat_id: 1, type: 'subscription', params: { days: 30 }, price: 1499, currency: 'USD' }],
      subscriptions: [],
    });
    expect(reply.products[0]?.shopping_area).toBe('global');
  });

  it('refuses a subscription with a negative or fractional frozen_length', () => {
    const base = { cheat_id: 1, expires_at: iso, next_froze_date: null, unfrozen_date: null };
    expect(subscriptionSchema.safeParse({ ...base, frozen_length: -1 }).success).toBe(false);
    expect(subscriptionSchema.safeParse({ ...base, frozen_length: 1.5 }).success).toBe(false);
  });

  it('tells an authorized launcher poll from a pending one', () => {
    expect(ssoTokenReplySchema.safeParse({ status: true, authorized: true }).success).toBe(false);
    expect(ssoTokenReplySchema.parse({ status: true, authorized: false })).toEqual({ status: true, authorized: false });
  });
});

describe('endpoints', () => {
  it('puts every signed-in call under /v2/web/user, plus frontend/data and logout', () => {
    const userPaths = Object.values(endpoints)
      .filter((endpoint) => endpoint.auth === 'user')
      .map((endpoint) => endpoint.path);
    for (const path of userPaths) {
      expect(path.startsWith('/v2/web/user/') || ['/v2/web/frontend/data', '/v2/web/logout'].includes(path)).toBe(true);
    }
  });

  it('covers every call of spec section 7', () => {
    const calls = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /v2/web/login',
        'POST /v2/web/register',
        'POST /v2/web/logout',
        'POST /v2/web/user/changePassword',
        'POST /v2/web/user/changeEmail',
        'POST /auth/reset',
        'POST /auth/validateResetCode',
        'POST /auth/setPasswordReset',
        'GET /v2/web/frontend/data',
        'POST /v2/web/user/subscriptions/freeze',
        'POST /v2/web/user/subscriptions/unfreeze',
        'GET /v2/web/user/transactions',
      ]),
    );
  });
});
