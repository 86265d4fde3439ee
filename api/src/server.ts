import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { openPglite, openPostgres, type Database } from './db/database';
import { migrate } from './db/migrations';
import { seedDemo } from './db/seed';
import { developmentCaptcha, googleCaptcha } from './services/captcha';
import { Mailer, smtpTransport } from './services/mailer';

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
  if (config.databaseUrl === null) {
    mkdirSync(config.dataDir, { recursive: true });
    db = await openPglite(config.dataDir);
  } else {
    db = await openPostgres({ connectionString: config.databaseUrl });
  }
  const notices: string[] = [];
  try {
    await migrate(db);
    if (config.seedDemo && (await seedDemo(db, now()))) notices.push('Seeded the demo user (demo / demo-password-1).');
  } catch (error) {
    await db.close();
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
    settings: config.settings,
  };
  const app = await buildApp(ctx, {
    trustProxy: config.trustProxy,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
  });
  return {
    app,
    ctx,
    notices,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
