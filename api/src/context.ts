import type { BotIntegrations } from './bots/settings';
import type { Database, Queryable } from './db/database';
import type { CaptchaVerifier } from './services/captcha';
import type { NotificationQueue } from './notifications/queue';
import type { Mailer } from './services/mailer';

export interface AppSettings {
  /** Origins allowed by CORS (the site). */
  siteOrigins: string[];
  /** Where the site lives, for links the API hands out (launcher sign-in, checkout return). */
  siteUrl: string;
  /** Where this API is reachable from a browser, for links to its own pages. */
  publicUrl: string;
  devPages: boolean;
  /** Requests per minute and address on login, register, the reset calls and launcher sign-in start. */
  authRateLimit: number;
  /** Attempts per minute on one account: sign-in by login name, changePassword and changeEmail. */
  accountRateLimit: number;
  /** Shared secret of the Telegram and VK bots for POST /v2/bot/confirm; null disables the call. */
  botSecret: string | null;
  /**
   * Key of the HMAC that reset codes are stored under. Production requires it; in demo mode a
   * random one is kept in the database on first start (see `server.ts`), shared by all processes.
   */
  codeSecret: string | null;
  bots: { telegram: string; vk: string };
  /** Where a bot sends users whose message is no code when no support chat is configured. */
  supportEmail: string;
  /**
   * The request header in which the edge (a CDN, the load balancer) names the client's country,
   * e.g. `cf-ipcountry`; null: none is trusted, and every new account is in the `global` area.
   */
  countryHeader: string | null;
  /** The real Telegram and VK bots' webhooks; absent or null: not served. */
  integrations?: BotIntegrations;
}

/**
 * The part of the context a service's queries need: where they run and what time it is. Every
 * service takes a context first; those that only read and write take this one, so a caller's
 * transaction can hand them `within(tx, now)`.
 */
export interface DataContext {
  db: Queryable;
  now: () => Date;
}

/** The context inside a transaction: its queries go to `tx`, and its clock stands at `now`. */
export const within = (tx: Queryable, now: Date): DataContext => ({ db: tx, now: () => now });

/** What every handler works with; tests build it with their own clock and database. */
export interface AppContext extends DataContext {
  db: Database;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  settings: AppSettings;
  /** The notification jobs (set once started); without it, written notifications wait for a process that has one. */
  notifications?: NotificationQueue;
}
