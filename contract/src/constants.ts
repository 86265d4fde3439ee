// Business constants of the product spec (section 9) plus the few the API decided (cool-down,
// reset code, SSO, bots, captcha: docs/decisions/0019, 0021, 0022, 0023 and 0024).
// Time spans are given in the unit their name says.

import { languages, sourceLanguage, type Language } from '../../locales/config';

/** Spec section 9: ru, en, de, es, fr; default ru. Written once, with the message catalogue. */
export const LOCALES = languages;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = sourceLanguage;

export const TOKEN_LIFETIME_DAYS = 14;

export const TRANSACTIONS_PAGE_SIZE = 10;
/** The largest page the API serves in one transactions call. */
export const TRANSACTIONS_MAX_PAGE_SIZE = 100;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const LOGIN_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export const DEFAULT_CHEAT_ID = 1;

/**
 * The reference catalogue's games (the API's migration 002_catalogue), for the pages built
 * without a session: the landing names each game as the account does, its name with its genre
 * (docs/decisions/0020-catalogue-and-payment.md). `api/test/frontend-data.test.ts` keeps the two equal.
 */
export const CATALOGUE_GAMES = [
  { cheatId: 1, game: 'Siege Line', genre: 'shooter' },
  { cheatId: 2, game: 'Ancients Arena', genre: 'strategy' },
] as const;
export const DEFAULT_SHOPPING_AREA = 'global';

/** After an unfreeze, the next freeze is allowed this many days later (next_froze_date). */
export const FREEZE_COOLDOWN_DAYS = 7;

/** A password-reset code is valid this long after it was mailed. */
export const RESET_CODE_LIFETIME_MINUTES = 60;

/**
 * The API's device cookie (OWASP's device-cookie pattern): set after a successful sign-in, it
 * lets that browser's right password through while the account is locked against guesses from
 * elsewhere. HttpOnly, signed by the API; the site's server passes on no other cookie of the API.
 */
export const DEVICE_COOKIE = 'chameleon_device';

/**
 * Reset-code checks (validateResetCode, setPasswordReset) per typed address in an hour, known
 * or not, across its codes; then TO_MANY_REQUESTS with the wait. The account owner's usual
 * browser (its device cookie) is not held to it, so strangers' guesses cannot keep them out.
 */
export const RESET_CODE_CHECKS_PER_HOUR = 10;

/** The link that confirms a new e-mail address works this long. */
export const EMAIL_CHANGE_LINK_LIFETIME_HOURS = 24;

/** The "this wasn't me" link sent to the previous address works this long. */
export const EMAIL_UNDO_LINK_LIFETIME_DAYS = 7;

/** A launcher sign-in request waits this long for the user to authorize it. */
export const SSO_REQUEST_LIFETIME_MINUTES = 10;

/** A launcher sign-in request is voided after this many wrong codes typed on the site. */
export const SSO_MAX_FAILED_CODES = 5;

/**
 * Accepted as a captcha answer when the API runs without RECAPTCHA_SECRET
 * (development and tests); a server with a secret asks Google instead.
 */
export const DEVELOPMENT_CAPTCHA_TOKEN = 'development-captcha-token';

/** An account confirmation code works this long; the confirmation page then shows a new one. */
export const CONFIRMATION_CODE_LIFETIME_HOURS = 24;

export const CONFIRMATION_BOTS = ['telegram', 'vk'] as const;
export type ConfirmationBot = (typeof CONFIRMATION_BOTS)[number];

/** Where subscription notifications go: the bots' chats and the account's address. */
export const NOTIFICATION_CHANNELS = ['telegram', 'vk', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A code that links a bot chat to a signed-in account works this long (settings shows a new one on request). */
export const BOT_LINK_CODE_LIFETIME_MINUTES = 10;
