import path from 'node:path';
import { readBotIntegrations } from './bots/settings';
import type { AppSettings } from './context';

/** Everything the API reads from its environment, with the development defaults. */
export interface Config {
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  recaptchaSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownGraceMs: number;
  settings: AppSettings;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value;
}

export function readConfig(env: NodeJS.ProcessEnv, apiRoot: string): Config {
  const host = env.HOST ?? '127.0.0.1';
  const port = Number(env.PORT ?? 8787);
  const siteOrigin = env.SITE_ORIGIN ?? 'http://localhost:8000';
  const siteOrigins = siteOrigin.split(',').map((origin) => origin.trim()).filter(Boolean);
  return {
    host,
    port,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: path.resolve(apiRoot, env.DATA_DIR ?? '.data'),
    recaptchaSecret: nonEmpty(env.RECAPTCHA_SECRET),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Chameleon <no-reply@chameleon.local>',
    seedDemo: flag(env.SEED_DEMO, true),
    trustProxy: flag(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? 'warn',
    shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
    settings: {
      siteOrigins,
      siteUrl: env.SITE_URL ?? siteOrigins[0] ?? 'http://localhost:8000',
      publicUrl: (env.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/$/, ''),
      devPages: flag(env.DEV_PAGES, env.NODE_ENV !== 'production'),
      authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
      botSecret: nonEmpty(env.BOT_SECRET),
      bots: {
        telegram: env.TELEGRAM_BOT_URL ?? 'https://t.me/chameleon_skins_bot',
        vk: env.VK_BOT_URL ?? 'https://vk.me/chameleon_skins',
      },
      integrations: readBotIntegrations(env),
    },
  };
}
