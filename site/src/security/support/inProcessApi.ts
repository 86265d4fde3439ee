import { pgliteDist, restoreCurrentScript } from './nodeGlobals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PGlite } from '../../../../api/node_modules/@electric-sql/pglite';
import { buildApp } from '../../../../api/src/app';
import type { AppContext, AppSettings } from '../../../../api/src/context';
import type { Database } from '../../../../api/src/db/database';
import { migrate } from '../../../../api/src/db/migrations';
import { developmentCaptcha } from '../../../../api/src/services/captcha';
import { Mailer } from '../../../../api/src/services/mailer';
import { TestClock, testSettings } from '../../../../api/test/support/harness';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { ApiClient } from '../../api/ApiClient';
import { injectFetch } from '../../api/testing/injectFetch';
import { memoryTokenCookie } from '../../api/tokenCookie';
import { RootStore } from '../../stores';

// The real API (Fastify over an in-memory PGlite) inside a jsdom test file. The api harness
// cannot be used as is here: under jsdom PGlite takes `document` for a browser and looks for
// its WASM files over http, so this one hands it the files from disk.

async function openPgliteFromDisk(): Promise<Database> {
  const file = (name: string) => readFileSync(join(pgliteDist, name));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(file('pglite.wasm')),
    WebAssembly.compile(file('initdb.wasm')),
  ]);
  const bundle = file('pglite.data');
  const fsBundle = { arrayBuffer: async () => bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength) } as unknown as Blob;
  const db = new PGlite({ pgliteWasmModule, initdbWasmModule, fsBundle });
  await db.waitReady;
  restoreCurrentScript();
  const run = (target: Pick<PGlite, 'query'>) => async <Row>(sql: string, params: readonly unknown[] = []) =>
    (await target.query<Row>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    query: run(db),
    transaction: (work) => db.transaction((tx) => work({ query: run(tx) })),
    close: () => db.close(),
  };
}

export interface InProcessApi {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  close(): Promise<void>;
}

export async function startApi(settings: Partial<AppSettings> = {}): Promise<InProcessApi> {
  const clock = new TestClock();
  const db = await openPgliteFromDisk();
  await migrate(db);
  const ctx: AppContext = {
    db,
    now: clock.now,
    mailer: new Mailer(db, null, 'Chameleon <test@chameleon.local>', clock.now),
    captcha: developmentCaptcha,
    settings: { ...testSettings, ...settings },
  };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A fresh browser tab: the real ApiClient and RootStore over the in-process API. */
export function browserTab(api: InProcessApi, token?: string) {
  const cookies = memoryTokenCookie(token);
  const client = new ApiClient({ baseUrl: '', fetch: injectFetch(api.app), locale: () => 'en', token: () => cookies.get() });
  const store = new RootStore({ api: client, cookies, clock: api.clock.now, reload: () => undefined });
  return { store, cookies };
}

/** A registered account (through the API, as the sign-up page would). */
export async function registerAccount(api: InProcessApi, login: string) {
  const password = 'correct-horse-1';
  const email = `${login}@example.com`;
  const reply = await api.app.inject({
    method: 'POST',
    url: '/v2/web/register',
    payload: { login, email, password, recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
  });
  if (reply.statusCode !== 200) throw new Error(`register failed: ${reply.body}`);
  return { login, email, password, token: reply.json<{ token: string }>().token };
}
