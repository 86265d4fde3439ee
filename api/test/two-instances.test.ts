/**
 * Two API processes on one PostgreSQL behind the site's /api proxy. Limits
 * hold across both, a session made on one works on the other, and the concurrency guarantees
 * (one freeze of 50, one credit of 40 completions) hold between processes, not only within one.
 * Needs PostgreSQL (TEST_DATABASE_URL, as `pnpm test` gets from scripts/ci-postgres.sh in CI).
 */
import { endpoints } from '@chameleon/contract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../../site/server/serve';
import { captchaToken, openTestDatabase, SETUP_TIMEOUT, TEST_DATABASE_URL, type TestDatabase } from './support/harness';
import { startInstance, stopInstances, type Instance } from './support/instances';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

const LIMIT = 10;

if (TEST_DATABASE_URL === null) {
  console.log('two-instances.test.ts skipped: no PostgreSQL (set TEST_DATABASE_URL, e.g. from scripts/ci-postgres.sh); PGlite serves one process only.');
}
const describeWithPostgres = TEST_DATABASE_URL === null ? describe.skip : describe;

describeWithPostgres('two API processes on one PostgreSQL behind the site’s proxy', () => {
  let database: TestDatabase;
  let dir: string;
  let a: Instance;
  let b: Instance;
  let site: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [{ schema } = { schema: '' }] = await database.db.query<{ schema: string }>('select current_schema() as schema');
    const url = new URL(TEST_DATABASE_URL as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { TRUST_PROXY_HOPS: '1', AUTH_RATE_LIMIT: String(LIMIT), ACCOUNT_RATE_LIMIT: '1000' };
    [a, b] = await Promise.all([startInstance(url.toString(), env), startInstance(url.toString(), env)]);
    dir = mkdtempSync(path.join(tmpdir(), 'two-instances-'));
    mkdirSync(path.join(dir, 'public'));
    writeFileSync(path.join(dir, 'public', 'index.html'), '<!DOCTYPE html><html><body>site</body></html>');
    site = await createSiteServer({ root: path.join(dir, 'public'), redirectsFile: path.join(dir, 'none.json'), apiProxy: [a.origin, b.origin] });
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await site?.close();
    await stopInstances([a, b]);
    await database?.db.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, SETUP_TIMEOUT);

  /** A call through the site, from one visitor's address. */
  const viaSite = (method: 'GET' | 'POST', url: string, options: { payload?: object; token?: string; from?: string } = {}) =>
    site.inject({
      method,
      url: `/api${url}`,
      remoteAddress: options.from ?? '203.0.113.10',
      headers: { 'content-type': 'application/json', ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }) },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  const direct = async (instance: Instance, method: 'GET' | 'POST', url: string, body?: object, token?: string) => {
    const response = await fetch(`${instance.origin}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  let registered = 0;
  const register = async (instance: Instance) => {
    registered += 1;
    const login = `twin_${registered}_${Date.now().toString(36)}`;
    const reply = await direct(instance, 'POST', endpoints.register.path, { login, email: `${login}@example.com`, password: 'correct-horse-1', recaptchaToken: captchaToken });
    expect(reply.status).toBe(200);
    return { login, token: reply.json.token as string };
  };

  it(`lets ${LIMIT} of 24 sign-in attempts from one visitor through, across both processes`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 24; attempt += 1) {
      statuses.push((await viaSite('POST', endpoints.login.path, { payload: { login: `nobody_${attempt}`, password: 'wrong-password-1', recaptchaToken: captchaToken }, from: '203.0.113.77' })).statusCode);
    }
    expect({ through: statuses.filter((status) => status !== 429).length, refused: statuses.filter((status) => status === 429).length }).toEqual({ through: LIMIT, refused: 24 - LIMIT });
    // Another visitor behind the same proxy is not locked out.
    const other = await viaSite('POST', endpoints.login.path, { payload: { login: 'nobody', password: 'wrong-password-1', recaptchaToken: captchaToken }, from: '203.0.113.78' });
    expect(other.statusCode).toBe(401);
  });

  it('a session made on one process works on the other, and its sign-out ends it on both', async () => {
    const user = await register(a);
    expect((await direct(b, 'GET', endpoints.frontendData.path, undefined, user.token)).status).toBe(200);
    expect((await direct(b, 'POST', endpoints.logout.path, undefined, user.token)).status).toBe(200);
    expect((await direct(a, 'GET', endpoints.frontendData.path, undefined, user.token)).status).toBe(401);
  });

  it('50 concurrent freezes through the proxy (both processes): exactly one succeeds', async () => {
    const user = await register(a);
    const payment = await direct(b, 'POST', endpoints.createPayment.path, { cheat_id: 1, days: 30 }, user.token);
    expect((await direct(a, 'POST', `/dev/checkout/${payment.json.payment_id as string}`, {})).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 50 }, () => viaSite('POST', endpoints.freeze.path, { payload: { cheat_id: 1 }, token: user.token })));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.statusCode < 500)).toBe(true);
  });

  it('40 concurrent completions of one payment on both processes credit it once', async () => {
    const user = await register(b);
    const payment = await direct(a, 'POST', endpoints.createPayment.path, { cheat_id: 1, days: 30 }, user.token);
    const id = payment.json.payment_id as string;
    const completions = await Promise.all(Array.from({ length: 40 }, (_, index) => direct(index % 2 === 0 ? a : b, 'POST', `/dev/checkout/${id}`, {})));
    expect(completions.every((completion) => completion.status === 200)).toBe(true);
    const history = await direct(b, 'GET', `${endpoints.transactions.path}?limit=100&skip=0`, undefined, user.token);
    expect((history.json.data as unknown[]).length).toBe(1);
  });
});
