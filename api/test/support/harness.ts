import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import type { AppContext, AppSettings } from '../../src/context';
import { openPglite, openPostgres, quoteIdentifier, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrations';
import { developmentCaptcha, type CaptchaVerifier } from '../../src/services/captcha';
import { Mailer, type MailTransport } from '../../src/services/mailer';

// Every test file runs against its own database: in-memory PGlite by default, a fresh
// PostgreSQL schema when TEST_DATABASE_URL is set (the same suite, both engines).

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;
export const ENGINE = TEST_DATABASE_URL === null ? 'pglite' : 'postgres';
export const SITE_ORIGIN = 'http://localhost:8000';
export const BOT_SECRET = 'test-bot-secret';
export const TEST_CODE_SECRET = 'test-code-secret-0123456789abcdef0123';

export class TestClock {
  private time: number;

  constructor(start = '2026-03-01T12:00:00.000Z') {
    this.time = Date.parse(start);
  }

  readonly now = (): Date => new Date(this.time);

  set(iso: string): void {
    this.time = Date.parse(iso);
  }

  advance(ms: number): void {
    this.time += ms;
  }
}

export const SECOND = 1000;
export const DAY = 86_400_000;

export interface TestDatabase {
  db: Database;
  /** A second connection to the same data, as a restarted server would get. */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

/** An empty, unmigrated database for this test file. */
export async function openTestDatabase(dataDir?: string): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === null) {
    const db = await openPglite(dataDir);
    return {
      db,
      reopen: async () => {
        if (dataDir === undefined) throw new Error('an in-memory PGlite cannot be reopened');
        await db.close();
        return openPglite(dataDir);
      },
      drop: async () => undefined,
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${quoteIdentifier(schema)}`);
  await admin.end();
  const open = () => openPostgres({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 4 });
  return {
    db: await open(),
    reopen: open,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${quoteIdentifier(schema)} cascade`);
      await cleanup.end();
    },
  };
}

export interface HarnessOptions {
  clock?: TestClock;
  settings?: Partial<AppSettings>;
  transport?: MailTransport | null;
  captcha?: CaptchaVerifier;
}

export interface Harness {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  close(): Promise<void>;
}

export const testSettings: AppSettings = {
  siteOrigins: [SITE_ORIGIN],
  siteUrl: SITE_ORIGIN,
  publicUrl: 'http://api.test',
  devPages: true,
  authRateLimit: 1000,
  accountRateLimit: 1000,
  botSecret: BOT_SECRET,
  codeSecret: TEST_CODE_SECRET,
  bots: { telegram: 'https://t.me/test_bot', vk: 'https://vk.me/test_bot' },
};

export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const clock = options.clock ?? new TestClock();
  const database = await openTestDatabase();
  await migrate(database.db);
  const ctx: AppContext = {
    db: database.db,
    now: clock.now,
    mailer: new Mailer(database.db, options.transport ?? null, 'Chameleon <test@chameleon.local>', clock.now),
    captcha: options.captcha ?? developmentCaptcha,
    settings: { ...testSettings, ...options.settings },
  };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await database.db.close();
      await database.drop();
    },
  };
}

let counter = 0;

export interface TestUser {
  login: string;
  email: string;
  password: string;
  token: string;
}

/** A fresh account, signed in; unique within the run. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Omit<TestUser, 'token'>> & { acceptLanguage?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const suffix = `${counter}_${randomBytes(3).toString('hex')}`;
  const login = overrides.login ?? `user_${suffix}`;
  const email = overrides.email ?? `user_${suffix}@example.com`;
  const password = overrides.password ?? 'correct-horse-1';
  const response = await app.inject({
    method: 'POST',
    url: '/v2/web/register',
    headers: overrides.acceptLanguage === undefined ? {} : { 'accept-language': overrides.acceptLanguage },
    payload: { login, email, password, recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN },
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  return { login, email, password, token: response.json<{ token: string }>().token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { status: false, message: code },
  });
}

export const captchaToken = DEVELOPMENT_CAPTCHA_TOKEN;

/** Starting a WASM PostgreSQL takes seconds, far more when the machine is busy. */
export const SETUP_TIMEOUT = 180_000;

/** One harness for the whole test file, started before its tests and closed after them. */
export function harnessForFile(options: HarnessOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(options);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await current?.close();
  }, SETUP_TIMEOUT);
  const started = (): Harness => {
    if (current === undefined) throw new Error('the harness did not start');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    get clock() {
      return started().clock;
    },
    close: () => started().close(),
  };
}
