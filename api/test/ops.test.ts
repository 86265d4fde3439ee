import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import type { AddressInfo } from 'node:net';
import { READINESS_TIMEOUT_MS } from '../src/ops/health';
import { buildApp } from '../src/app';
import { harnessForFile } from './support/harness';

const h = harnessForFile({ settings: { authRateLimit: 2 } });

describe('health and readiness', () => {
  it('answers /healthz while the process runs', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers /readyz 200 while the database answers', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers /readyz 503 when the database fails or hangs', async () => {
    const query = h.ctx.db.query;
    try {
      h.ctx.db.query = () => Promise.reject(new Error('connection refused'));
      expect((await h.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      h.ctx.db.query = () => new Promise(() => undefined);
      const started = Date.now();
      const hanging = await h.app.inject({ method: 'GET', url: '/readyz' });
      expect({ status: hanging.statusCode, body: hanging.json() }).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database' } });
      expect(Date.now() - started).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    } finally {
      h.ctx.db.query = query;
    }
  });
});

describe('request ids', () => {
  it('echoes an acceptable X-Request-Id', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'edge-7f3a.19:2' } });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.19:2');
  });

  it.each([
    ['none', undefined],
    ['a log-injecting one', 'abc\\n{"level":60}'],
    ['an oversized one', 'a'.repeat(129)],
    ['one with spaces', 'a b'],
  ])('sets a fresh id when given %s', async (_case, given) => {
    const response = await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: given === undefined ? {} : { 'x-request-id': given } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics', () => {
  it('counts requests per route with latencies, rate-limit refusals and serves Prometheus text', async () => {
    const login = () =>
      h.app.inject({ method: 'POST', url: '/v2/web/login', payload: { login: 'nobody', password: 'wrong-password', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN } });
    for (let i = 0; i < 3; i += 1) await login();
    const response = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/v2\/web\/login",status_code="401"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/v2\/web\/login",status_code="429"\} 1/);
    expect(text).toMatch(/chameleon_rate_limit_refusals_total\{route="\/v2\/web\/login"\} 1/);
    expect(text).toMatch(/process_cpu_user_seconds_total/);
    expect(text).not.toMatch(/route="\/metrics"/);
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, database work included, before closing', async () => {
    // A second app over this file's database: closing it is what server.ts does before the database.
    const app = await buildApp(h.ctx);
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/test/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [row] = await h.ctx.db.query<{ answer: number }>('select 42 as answer');
      return { answer: row?.answer };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await inHandler;
    const closed = app.close();
    const response = await inFlight;
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 200, body: { answer: 42 } });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
