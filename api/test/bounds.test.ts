import { endpoints } from '@chameleon/contract';
import net from 'node:net';
import { buildApp } from '../src/app';
import { OPS_PATHS } from '../src/ops/health';
import { idleConnectionReused } from '../src/testing';
import { bearer, captchaToken, expectError, harnessForFile, registerUser } from './support/harness';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// Bounds, the API's side: numbers beyond 32 bits, form posts, trickled requests.

const h = harnessForFile();

describe('ids beyond 32-bit integers answer 400, not 500', () => {
  const beyond = [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 2 ** 60];

  it.each(beyond)('freeze, unfreeze and payments with id %d', async (id) => {
    const user = await registerUser(h.app);
    for (const [url, payload] of [
      [endpoints.freeze.path, { cheat_id: id }],
      [endpoints.unfreeze.path, { cheat_id: id }],
      [endpoints.createPayment.path, { cheat_id: id, days: 30 }],
      [endpoints.createPayment.path, { cheat_id: 1, days: id }],
    ] as const) {
      const response = await h.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
      // The contract itself refuses a negative or unsafe game or term as PRODUCT_NOT_FOUND (404).
      const expected = url === endpoints.createPayment.path && (id < 0 || !Number.isSafeInteger(id)) ? 404 : 400;
      expect({ url, status: response.statusCode }).toEqual({ url, status: expected });
    }
  });

  it.each(beyond)('transactions with limit or skip %d', async (value) => {
    const user = await registerUser(h.app);
    for (const search of [`limit=10&skip=${value}`, `limit=${value}&skip=0`]) {
      const response = await h.app.inject({ method: 'GET', url: `${endpoints.transactions.path}?${search}`, headers: bearer(user.token) });
      expect({ search, status: response.statusCode }).toEqual({ search, status: 400 });
    }
  });
});

it('refuses a form-encoded body on a JSON call, so a cross-site HTML form cannot sign in or change anything', async () => {
  const user = await registerUser(h.app);
  const form = new URLSearchParams({ login: user.login, password: user.password, recaptchaToken: captchaToken }).toString();
  const signIn = await h.app.inject({ method: 'POST', url: endpoints.login.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
  expectError(signIn, 400, 'INVALID_REQUEST');
  const change = await h.app.inject({
    method: 'POST',
    url: endpoints.changeEmail.path,
    headers: { ...bearer(user.token), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=attacker%40example.com',
  });
  expectError(change, 400, 'INVALID_REQUEST');
});

it('cuts off a request that trickles in', async () => {
  const app = await buildApp(h.ctx, { requestTimeoutMs: 1_000 });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = new URL(address);
  const socket = net.connect(Number(port), '127.0.0.1');
  const started = Date.now();
  const closed = new Promise<{ ms: number; reply: string }>((resolve) => {
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('close', () => resolve({ ms: Date.now() - started, reply }));
  });
  socket.write(`POST ${endpoints.login.path} HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
  // One byte every 200 ms: every packet arrives well within any idle time-out.
  const trickle = setInterval(() => socket.write(' '), 200);
  try {
    const { ms, reply } = await Promise.race([closed, new Promise<{ ms: number; reply: string }>((resolve) => setTimeout(() => resolve({ ms: Infinity, reply: '' }), 8_000))]);
    expect(ms).toBeLessThan(4_000);
    if (reply !== '') expect(reply).toMatch(/^HTTP\/1\.1 408/);
  } finally {
    clearInterval(trickle);
    socket.destroy();
    await app.close();
  }
}, 15_000);

// Node's HTTP agents (the site's /api proxy among them) drop an idle pooled connection after
// 5 s, load balancers after about 60 s. A server that closes one first races the caller's next
// request on it, which then fails with "socket hang up" (a 502 at the proxy).
it('keeps an idle connection open past the 5 s a Node caller pools one, so no caller sends on a connection the API is closing', async () => {
  const app = await buildApp(h.ctx);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    expect(await idleConnectionReused(`${address}${OPS_PATHS.healthz}`, 6_000)).toBe(true);
  } finally {
    await app.close();
  }
}, 20_000);
