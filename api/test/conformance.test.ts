import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { harnessForFile, registerUser } from './support/harness';

// `pnpm conformance` run against this file's API, once as it is and once with replies bent
// the way a drifting backend would bend them.

const h = harnessForFile();
const script = path.resolve(__dirname, '..', '..', 'scripts', 'conformance.ts');
let drift = false;
let base = '';
let account = { login: '', password: '' };

beforeAll(async () => {
  h.app.addHook('onSend', async (request, reply, payload) => {
    if (!drift || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (request.url === '/v2/web/frontend/data') {
      delete body.products;
      body.bonus = 1;
    }
    if (request.url === '/auth/validateResetCode') void reply.code(500);
    if (request.url.startsWith('/v2/web/user/transactions')) {
      void reply.code(502).type('text/html');
      return '<html><body>Bad Gateway</body></html>';
    }
    return JSON.stringify(body);
  });
  await h.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  account = await registerUser(h.app);
});

async function conformance(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, base, '--login', account.login, '--password', account.password], {
      cwd: path.resolve(__dirname, '..'),
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, output: failure.stdout };
  }
}

it('passes every call of the reference API', async () => {
  drift = false;
  const { code, output } = await conformance();
  expect(output).toMatch(/^12 passed, 0 failed$/m);
  expect(code).toBe(0);
}, 120_000);

it('names what a drifting backend left out or sent wrong, and exits 1', async () => {
  drift = true;
  const { code, output } = await conformance();
  expect(code).toBe(1);
  expect(output).toMatch(/GET \/v2\/web\/frontend\/data\s+200\s+FAIL\s+reply\.products: /);
  expect(output).toMatch(/GET \/v2\/web\/user\/transactions\s+502\s+FAIL\s+not JSON/);
  // The site reads the body: another status is worth saying, not a failure.
  expect(output).toMatch(/POST \/auth\/validateResetCode\s+500\s+refused as expected\s+INVALID_CODE; HTTP 500; the reference API answers INVALID_CODE with 400/);
  expect(output).toMatch(/^10 passed, 2 failed$/m);
}, 120_000);
