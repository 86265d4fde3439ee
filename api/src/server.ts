import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { lockDataDir } from './db/dataDirLock';
import { openPglite, openPostgres, type Database, type Queryable } from './db/database';
import { migrate } from './db/migrations';
import { seedDemo } from './db/seed';
import { developmentCaptcha, googleCaptcha } from './services/captcha';
import { Mailer, smtpTransport } from './services/mailer';
import { randomToken } from './services/secrets';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** What start-up wants the operator to know (development captcha, seeded demo...). */
  notices: string[];
  close(): Promise<void>;
}

/** Opens the database, migrates it, seeds the demo on first start and builds the app. */
export async function createServer(config: Config, now: () => Date = () => new Date()): Promise<Server> {
  let db: Database;
  let unlock = () => {};
  if (config.databaseUrl === null) {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
    db = await openPglite(config.dataDir).catch((error: unknown) => {
      unlock();
      throw error;
    });
  } else {
    db = await openPostgres({ connectionString: config.databaseUrl });
  }
  const notices: string[] = [];
  let codeSecret = config.settings.codeSecret;
  try {
    await migrate(db);
    if (config.seedDemo && (await seedDemo(db, now()))) notices.push('Seeded the demo user (demo / demo-password-1).');
    codeSecret ??= await demoCodeSecret(db);
  } catch (error) {
    await db.close();
    unlock();
    throw error;
  }
  if (config.recaptchaSecret === null) {
    notices.push('RECAPTCHA_SECRET is not set: captcha accepts only the development token.');
  }
  if (config.smtpUrl === null) notices.push('SMTP_URL is not set: mail stays in the outbox (see /dev/mailbox).');
  const ctx: AppContext = {
    db,
    now,
    mailer: new Mailer(db, config.smtpUrl === null ? null : smtpTransport(config.smtpUrl), config.mailFrom, now),
    captcha: config.recaptchaSecret === null ? developmentCaptcha : googleCaptcha(config.recaptchaSecret),
    settings: { ...config.settings, codeSecret },
  };
  const app = await buildApp(ctx, {
    trustProxyHops: config.trustProxyHops,
    requestTimeoutMs: config.requestTimeoutMs,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  return {
    app,
    ctx,
    notices,
    async close() {
      await app.close();
      await db.close();
      unlock();
    },
  };
}

/**
 * Demo mode may run without CODE_SECRET (production refuses to): one random secret is made on
 * the first start and kept in the database, so every process on it hashes codes alike.
 */
async function demoCodeSecret(db: Queryable): Promise<string> {
  await db.query(`insert into app_meta (key, value) values ('code_secret', $1) on conflict (key) do nothing`, [randomToken()]);
  const [row] = await db.query<{ value: string }>(`select value from app_meta where key = 'code_secret'`);
  if (row === undefined) throw new Error('the demo code secret could not be stored');
  return row.value;
}
