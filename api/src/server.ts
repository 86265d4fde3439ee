import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, type Config } from './config';
import type { AppContext } from './context';
import { lockDataDir } from './db/dataDirLock';
import { openPglite, openPostgres, type Database, type Queryable } from './db/database';
import { migrate } from './db/migrations';
import { NotificationQueue } from './notifications/queue';
import { DEMO_USER, seedDemo } from './db/seed';
import { developmentCaptcha, googleCaptcha } from './services/captcha';
import { Mailer, smtpTransport } from './services/mailer';
import { randomToken, verifyPassword } from './services/secrets';

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
    if (config.mode === 'production') await refuseDemoData(db);
    else await db.query(`insert into app_meta (key, value) values ('demo_mode', $1) on conflict (key) do nothing`, [now().toISOString()]);
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
  ctx.notifications = await NotificationQueue.start(ctx);
  return {
    app,
    ctx,
    notices,
    async close() {
      await app.close();
      await ctx.notifications?.stop();
      await db.close();
      unlock();
    },
  };
}

/**
 * A production start on data that demo mode has used (the demo account with its published
 * password, sessions and codes made under the development captcha and secret) would serve them
 * as real: refused, loudly, with what was found.
 */
async function refuseDemoData(db: Queryable): Promise<void> {
  const marks = await db.query<{ key: string }>(`select key from app_meta where key in ('demo_mode', 'demo_seeded', 'code_secret') order by key`);
  const [demoUser] = await db.query<{ password_hash: string }>(`select password_hash from users where lower(login) = lower($1)`, [DEMO_USER.login]);
  const found = marks.map((mark) => `app_meta.${mark.key}`);
  if (demoUser !== undefined && (await verifyPassword(DEMO_USER.password, demoUser.password_hash))) found.push(`the demo account (${DEMO_USER.login} / its published password)`);
  if (found.length > 0) {
    throw new ConfigError(
      `Refusing to start in production mode: the database holds demo data (${found.join(', ')}). Point DATA_DIR or DATABASE_URL at production data.`,
    );
  }
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
