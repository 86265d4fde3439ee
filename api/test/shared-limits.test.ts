import { endpoints } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { bearer, captchaToken, createHarness, expectError, registerUser, SECOND, SETUP_TIMEOUT, type Harness } from './support/harness';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// Limits that hold across API processes and behind proxies, and per account.

const LIMIT = 10;
const login = (name: string) => ({ login: name, password: 'wrong-password-1', recaptchaToken: captchaToken });

let h: Harness;
/** A second process on the same database, as a second instance behind a load balancer. */
let second: FastifyInstance;
/** An instance behind one proxy (nginx or the site's /api proxy), as `docs/deploy.md` sets it up. */
let behindProxy: FastifyInstance;

beforeAll(async () => {
  h = await createHarness({ settings: { authRateLimit: LIMIT, accountRateLimit: LIMIT } });
  second = await buildApp(h.ctx);
  behindProxy = await buildApp(h.ctx, { trustProxyHops: 1 });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await second.close();
  await behindProxy.close();
  await h.close();
}, SETUP_TIMEOUT);

let address = 0;
/** A fresh client address per test, so the tests do not share counters. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

it(`two instances on one database let ${LIMIT} of 24 sign-in attempts through, not 20`, async () => {
  const remoteAddress = nextAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 24; attempt += 1) {
    const app = attempt % 2 === 0 ? h.app : second;
    statuses.push((await app.inject({ method: 'POST', url: endpoints.login.path, payload: login(`nobody_${attempt}`), remoteAddress })).statusCode);
  }
  expect(statuses.filter((status) => status !== 429)).toHaveLength(LIMIT);
});

it('holds the limit over any minute, not per fixed minute: no double burst at a window edge', async () => {
  const remoteAddress = nextAddress();
  const attempt = () => h.app.inject({ method: 'POST', url: endpoints.reset.path, payload: { email: 'ghost@example.com', recaptchaToken: captchaToken }, remoteAddress });
  // One attempt, then the rest of the limit 50 s later, near the end of a fixed window.
  expect((await attempt()).statusCode).not.toBe(429);
  h.clock.advance(50 * SECOND);
  for (let call = 1; call < LIMIT; call += 1) expect((await attempt()).statusCode).not.toBe(429);
  // 15 s later a fixed window would have restarted; the sliding window still holds all but the first.
  h.clock.advance(15 * SECOND);
  expect((await attempt()).statusCode).not.toBe(429);
  const refused = await attempt();
  expectError(refused, 429, 'TO_MANY_REQUESTS');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);
  // Once the burst is a minute old, the address may try again.
  h.clock.advance(50 * SECOND);
  expect((await attempt()).statusCode).not.toBe(429);
});

describe('the client address behind a proxy (nginx: X-Forwarded-For $proxy_add_x_forwarded_for)', () => {
  // nginx appends the address it saw to whatever the client sent; the API sees nginx on loopback.
  const viaNginx = (client: string, forged?: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forged === undefined ? client : `${forged}, ${client}` },
  });

  it('a client forging X-Forwarded-For still counts as itself', async () => {
    const client = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 5; attempt += 1) {
      const response = await behindProxy.inject({ method: 'POST', url: endpoints.login.path, payload: login(`forger_${attempt}`), ...viaNginx(client, `10.9.${attempt}.1`) });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('one client over its limit does not lock out the others behind the same proxy', async () => {
    const attacker = nextAddress();
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      await behindProxy.inject({ method: 'POST', url: endpoints.login.path, payload: login(`attacker_${attempt}`), ...viaNginx(attacker) });
    }
    const someoneElse = await behindProxy.inject({ method: 'POST', url: endpoints.login.path, payload: login('someone_else'), ...viaNginx(nextAddress()) });
    expectError(someoneElse, 401, 'INVALID_CREDENTIALS');
  });

  it('without a trusted proxy, X-Forwarded-For is ignored', async () => {
    const remoteAddress = nextAddress();
    let last = 0;
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      last = (await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: login(`direct_${attempt}`), remoteAddress, headers: { 'x-forwarded-for': `10.8.${attempt}.1` } })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('limits per account, whatever address the attempts come from', () => {
  it(`sign-in: the ${LIMIT + 1}th attempt on one login is refused from a new address`, async () => {
    const victim = await registerUser(h.app);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: login(victim.login), remoteAddress: nextAddress() });
      expectError(response, 401, 'INVALID_CREDENTIALS');
    }
    const next = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { ...login(victim.login.toUpperCase()), password: victim.password }, remoteAddress: nextAddress() });
    expectError(next, 429, 'TO_MANY_REQUESTS');
  });

  // The captcha is checked before the allowance is spent; otherwise anyone could keep a
  // known login locked out without solving a captcha.
  it('a wrong captcha does not spend the account’s allowance: no lockout without solving captchas', async () => {
    const victim = await registerUser(h.app);
    for (let attempt = 0; attempt < LIMIT + 3; attempt += 1) {
      const response = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { ...login(victim.login), recaptchaToken: 'forged' }, remoteAddress: nextAddress() });
      expectError(response, 400, 'INVALID_CAPTCHA');
    }
    const owner = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { ...login(victim.login), password: victim.password }, remoteAddress: nextAddress() });
    expect(owner.json()).toMatchObject({ status: true });
  });

  // The limit's key and the lookup fold case by one rule: JavaScript and PostgreSQL disagree
  // on İ (a UTF-8 collation folds it to i), so with two rules each dotted capital would open a
  // fresh allowance that still signs in to the ASCII login.
  it('sign-in: a non-ASCII look-alike of a login neither gets a new allowance nor signs in', async () => {
    const victim = await registerUser(h.app, { login: `ivi_${nextAddress().replace(/\D/g, '')}` });
    const lookAlike = victim.login.toUpperCase().replace(/I/g, 'İ');
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const response = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: login(victim.login), remoteAddress: nextAddress() });
      expectError(response, 401, 'INVALID_CREDENTIALS');
    }
    const withLookAlike = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { ...login(lookAlike), password: victim.password }, remoteAddress: nextAddress() });
    expect(withLookAlike.json()).toMatchObject({ status: false });
  });

  it('changePassword: 60 wrong old passwords are not all answered', async () => {
    const user = await registerUser(h.app);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        h.app.inject({ method: 'POST', url: endpoints.changePassword.path, headers: bearer(user.token), payload: { old_password: `guess-${index}-x`, new_password: 'new-password-1', repeat_password: 'new-password-1' } }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect({ judged: statuses.filter((status) => status !== 429).length, refused: statuses.filter((status) => status === 429).length }).toEqual({ judged: LIMIT, refused: 60 - LIMIT });
  });

  it('changeEmail: probing which addresses are registered stops after the limit', async () => {
    const user = await registerUser(h.app);
    const statuses: number[] = [];
    for (let probe = 0; probe < LIMIT + 3; probe += 1) {
      const response = await h.app.inject({ method: 'POST', url: endpoints.changeEmail.path, headers: bearer(user.token), payload: { email: `probe_${probe}@example.com` } });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });
});
