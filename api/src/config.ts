import path from 'node:path';
import * as z from 'zod';
import { readBotIntegrations } from './bots/settings';
import type { AppSettings } from './context';

/**
 * The two ways the API runs. `demo` (what `pnpm start` runs): development pages on the API's own
 * loopback address, the demo user seeded, captcha on the development token. `production`: none
 * of that, and every secret must be given, or the API refuses to start.
 */
export const MODES = ['demo', 'production'] as const;
export type Mode = (typeof MODES)[number];

/** Everything the API reads from its environment, with the development defaults. */
export interface Config {
  mode: Mode;
  host: string;
  port: number;
  /** PostgreSQL when set; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  recaptchaSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  /** Proxies in front of the API whose `X-Forwarded-For` entries are believed (0: none). */
  trustProxyHops: number;
  /** A request (headers and body) that has not fully arrived after this long is cut off. */
  requestTimeoutMs: number;
  logLevel: string;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownGraceMs: number;
  settings: AppSettings;
}

/** A setting the API cannot run with; the message names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const text = z
  .string()
  .transform((value) => value.trim())
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .refine((value) => ['', '0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(value), 'expected 1/0, true/false, yes/no or on/off')
  .transform((value) => (value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value)))
  .optional();
const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional();

/** The environment, read in one place: a wrong value fails here, with its variable's name. */
export const envSchema = z.object({
  CHAMELEON_MODE: z.enum(MODES).optional(),
  NODE_ENV: text,
  HOST: text,
  PORT: integer(0, 65_535),
  DATABASE_URL: text,
  DATA_DIR: text,
  RECAPTCHA_SECRET: text,
  SMTP_URL: text,
  MAIL_FROM: text,
  SEED_DEMO: flag,
  DEV_PAGES: flag,
  TRUST_PROXY_HOPS: integer(0, 10),
  /** Replaced by TRUST_PROXY_HOPS: "trust every hop" let any client forge its address. */
  TRUST_PROXY: z.undefined({ error: 'TRUST_PROXY was replaced by TRUST_PROXY_HOPS (the number of proxies in front of the API)' }).optional(),
  REQUEST_TIMEOUT_MS: integer(1_000, 600_000),
  SHUTDOWN_GRACE_MS: integer(0, 600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SITE_ORIGIN: text,
  SITE_URL: text,
  PUBLIC_URL: text,
  AUTH_RATE_LIMIT: integer(1, 1_000_000),
  ACCOUNT_RATE_LIMIT: integer(1, 1_000_000),
  BOT_SECRET: text,
  SUPPORT_EMAIL: z.optional(z.email()),
  CODE_SECRET: text.refine((value) => value === undefined || value.length >= 32, 'must be at least 32 characters'),
  TELEGRAM_BOT_URL: text,
  /** Only a header the edge always sets (and overwrites): the client must not be able to choose its prices. */
  COUNTRY_HEADER: text.refine((value) => value === undefined || /^[A-Za-z0-9-]{1,64}$/.test(value), 'must be a header name'),
  VK_BOT_URL: text,
});

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`).join('; ');
}

export function readConfig(rawEnv: NodeJS.ProcessEnv, apiRoot: string): Config {
  const parsed = envSchema.safeParse(rawEnv);
  if (!parsed.success) throw new ConfigError(`The API's environment is not valid: ${describe(parsed.error)}`);
  const env = parsed.data;
  // A production host that also says demo (an old script, a copied env file) is asked to choose:
  // settling it as demo would publish the demo password and accept the development captcha.
  if (env.CHAMELEON_MODE === 'demo' && env.NODE_ENV === 'production') {
    throw new ConfigError('CHAMELEON_MODE=demo contradicts NODE_ENV=production: set CHAMELEON_MODE=production, or unset NODE_ENV for a demo');
  }
  const mode: Mode = env.CHAMELEON_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'demo');
  const demo = mode === 'demo';
  const host = env.HOST ?? '127.0.0.1';
  const port = env.PORT ?? 8787;
  const siteOrigins = (env.SITE_ORIGIN ?? 'http://localhost:8000').split(',').map((origin) => origin.trim()).filter(Boolean);
  const config: Config = {
    mode,
    host,
    port,
    databaseUrl: env.DATABASE_URL ?? null,
    // Apart by default: a production start never opens the demo's data (and refuses it if pointed there).
    dataDir: path.resolve(apiRoot, env.DATA_DIR ?? (demo ? '.data/demo' : '.data/production')),
    recaptchaSecret: env.RECAPTCHA_SECRET ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Chameleon <no-reply@chameleon.local>',
    seedDemo: env.SEED_DEMO ?? demo,
    trustProxyHops: env.TRUST_PROXY_HOPS ?? 0,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 15_000,
    logLevel: env.LOG_LEVEL ?? 'warn',
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS ?? 10_000,
    settings: {
      siteOrigins,
      siteUrl: env.SITE_URL ?? siteOrigins[0] ?? 'http://localhost:8000',
      publicUrl: (env.PUBLIC_URL ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/$/, ''),
      devPages: env.DEV_PAGES ?? demo,
      authRateLimit: env.AUTH_RATE_LIMIT ?? 10,
      accountRateLimit: env.ACCOUNT_RATE_LIMIT ?? 10,
      botSecret: env.BOT_SECRET ?? null,
      codeSecret: env.CODE_SECRET ?? null,
      countryHeader: env.COUNTRY_HEADER?.toLowerCase() ?? null,
      supportEmail: env.SUPPORT_EMAIL ?? 'support@chameleon-skins.app',
      bots: {
        telegram: env.TELEGRAM_BOT_URL ?? 'https://t.me/chameleon_skins_bot',
        vk: env.VK_BOT_URL ?? 'https://vk.me/chameleon_skins',
      },
      // The bots' variables are read (and refused when half-set) by their own module.
      integrations: readBotIntegrations(rawEnv),
    },
  };
  if (mode === 'production') assertProductionReady(config, env);
  return config;
}

/** Under 32 characters a shared secret can be guessed or was typed by hand. */
const MIN_SECRET_LENGTH = 32;
const guessable = (secret: string | null | undefined) => secret != null && secret.length < MIN_SECRET_LENGTH;
const notHttps = (address: string) => {
  try {
    return new URL(address).protocol !== 'https:';
  } catch {
    return true;
  }
};

/** What production must have and must not have; every miss is named, and stops the start. */
function assertProductionReady(config: Config, env: z.infer<typeof envSchema>): void {
  const { settings } = config;
  const refusals: [boolean, string][] = [
    [config.recaptchaSecret === null, 'RECAPTCHA_SECRET is not set: without it the captcha would accept the development token'],
    [config.settings.botSecret === null, 'BOT_SECRET is not set: the Telegram and VK bots could not confirm accounts'],
    [config.settings.codeSecret === null, 'CODE_SECRET is not set: reset codes need a server secret (32 characters or more) for their keyed hashes'],
    [config.settings.devPages, 'DEV_PAGES is on: the development pages confirm accounts, read mail and complete payments for free'],
    [config.seedDemo, 'SEED_DEMO is on: the demo user has a published password'],
    [config.smtpUrl === null, 'SMTP_URL is not set: reset codes and generated passwords would wait in the outbox, never sent'],
    [
      env.SITE_ORIGIN === undefined || settings.siteOrigins.some(notHttps),
      "SITE_ORIGIN must name the site's https origins: the API answers browsers only from them",
    ],
    [notHttps(settings.siteUrl), "SITE_URL must be the site's https address: launcher sign-in links point there"],
    [guessable(settings.botSecret), `BOT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`],
    [guessable(settings.integrations?.telegram?.webhookSecret), `TELEGRAM_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`],
    [guessable(settings.integrations?.vk?.secret), `VK_CALLBACK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`],
  ];
  const failed = refusals.filter(([wrong]) => wrong).map(([, message]) => message);
  if (failed.length > 0) throw new ConfigError(`Refusing to start in production mode (CHAMELEON_MODE=production):\n  - ${failed.join('\n  - ')}`);
}
