import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { readConfig } from '../src/config';
import { DEMO_USER } from '../src/db/seed';
import { createServer } from '../src/server';

// Throughput of the two hottest reads, in-process on loopback, signed in as the demo user.
// Uses a throw-away PGlite folder (or DATABASE_URL when set); prints figures, asserts nothing.

const CONNECTIONS = 50;
const DURATION_SECONDS = 5;

const dataDir = mkdtempSync(path.join(tmpdir(), 'chameleon-bench-'));
const config = readConfig(
  { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000' },
  dataDir,
);
const server = await createServer(config);
try {
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const login = await server.app.inject({
    method: 'POST',
    url: '/v2/web/login',
    payload: { login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
  });
  const token = login.json<{ token: string }>().token;
  const storage = config.databaseUrl === null ? 'PGlite' : 'PostgreSQL';
  console.log(`Chameleon API bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per call, ${storage}, ${address}`);
  for (const [name, url] of [
    ['GET /v2/web/frontend/data', '/v2/web/frontend/data'],
    ['GET /v2/web/user/transactions', '/v2/web/user/transactions?limit=10&skip=0'],
  ] as const) {
    const result = await autocannon({
      url: `${address}${url}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    console.log(
      `${name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
        `   (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
    );
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
