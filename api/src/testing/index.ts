// The API's testing entry (`@chameleon/api/testing`): the real app in-process over its own
// database, a clock the test moves, the demo data, and accounts made the way the site makes
// them. Used by the API's tests and the site's; never by the running server.
import { pgliteFiles, pgliteStarted } from './jsdom';
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { AppContext, AppSettings } from '../context';
import { openPglite, openPostgres, quoteIdentifier, type Database } from '../db/database';
import { NotificationQueue, type NotificationQueueOptions } from '../notifications/queue';
import { migrate } from '../db/migrations';
import { developmentCaptcha, type CaptchaVerifier } from '../services/captcha';
import { Mailer, type MailTransport } from '../services/mailer';

export { DEMO_TRANSACTIONS, DEMO_USER, seedDemo } from '../db/seed';
export { idleConnectionReused } from './keepAlive';

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

/** Starting a WASM PostgreSQL takes seconds, far more when the machine is busy. */
export const SETUP_TIMEOUT = 180_000;

export interface TestDatabase {
  db: Database;
  /** A second connection to the same data, as a restarted server would get. */
  reopen(): Promise<Database>;
  drop(): Promise<void>;
}

async function openTestPglite(dataDir?: string): Promise<Database> {
  const db = await openPglite(dataDir, await pgliteFiles());
  pgliteStarted();
  return db;
}

/** An empty, unmigrated database for this test file. */
export async function openTestDatabase(dataDir?: string): Promise<TestDatabase> {
  if (TEST_DATABASE_URL === null) {
    const db = await openTestPglite(dataDir);
    return {
      db,
      reopen: async () => {
        if (dataDir === undefined) throw new Error('an in-memory PGlite cannot be reopened');
        await db.close();
        return openTestPglite(dataDir);
      },
      drop: async () => undefined,
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create schema ${quoteIdentifier(schema)}`);
  const open = () => openPostgres({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 4 });
  return { db: await open(), reopen: open, drop: () => admin(`drop schema ${quoteIdentifier(schema)} cascade`) };
}

export interface HarnessOptions {
  clock?: TestClock;
  settings?: Partial<AppSettings>;
  transport?: MailTransport | null;
  captcha?: CaptchaVerifier;
  /** Starts the notification jobs with these options (fast polls and retries in tests); none by default. */
  notifications?: NotificationQueueOptions;
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
  supportEmail: 'support@chameleon.test',
  countryHeader: null,
};

/** The API app over a fresh, migrated database of its own. */
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
  if (options.notifications !== undefined) ctx.notifications = await NotificationQueue.start(ctx, options.notifications);
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await ctx.notifications?.stop();
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

/** A fresh account, signed in, registered as the sign-up page does it; unique within the run. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Omit<TestUser, 'token'>> & { acceptLanguage?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const suffix = `${counter}_${randomBytes(3).toString('hex')}`;
  const login = overrides.login ?? `user_${suffix}`;
  const email = overrides.email ?? `${login}@example.com`;
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

export const captchaToken = DEVELOPMENT_CAPTCHA_TOKEN;
