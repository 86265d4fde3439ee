import {
  CONFIRMATION_CODE_LIFETIME_HOURS,
  RESET_CODE_LIFETIME_MINUTES,
  TOKEN_LIFETIME_DAYS,
  type ConfirmationBot,
  type Locale,
  type User,
} from '@chameleon/contract';
import { ApiError } from '../http/api-error';
import { within, type AppContext, type DataContext } from '../context';
import { keepChat, type ChatRef } from './bot-chats';
import { pendingEmailChange, voidLinks } from './email-change';
import { mailTemplates } from './mail-templates';
import { hashPassword, keyedHash, randomCode, randomDigits, randomPassword, randomToken, sha256, verifyPassword } from './secrets';
import { deviceLabel, type SessionOrigin } from './sessions';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

const confirmationCodeExpiry = (now: Date) => new Date(now.getTime() + CONFIRMATION_CODE_LIFETIME_HOURS * HOUR);

export interface Account {
  userId: number;
  token: string;
  tokenHash: string;
}

export interface UserRow {
  id: number;
  device_generation: number;
  login: string;
  email: string;
  password_hash: string;
  shopping_area: string;
  created_at: Date;
  confirmation_code: string | null;
  confirmation_code_expires_at: Date | null;
  confirmed_at: Date | null;
}

/** The user as the wire carries it, with the address change waiting for its link, if any. */
export async function wireUser(ctx: DataContext, row: UserRow): Promise<User> {
  const pending = await pendingEmailChange(ctx, row.id);
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    created_at: row.created_at.toISOString(),
    confirmed: row.confirmed_at !== null,
    shopping_area: row.shopping_area,
    pending_email: pending?.newEmail ?? null,
    pending_email_expires_at: pending?.expiresAt.toISOString() ?? null,
  };
}

export async function findUser(ctx: DataContext, userId: number): Promise<UserRow> {
  const [row] = await ctx.db.query<UserRow>(`select * from users where id = $1`, [userId]);
  if (row === undefined) throw new ApiError('UNAUTHORIZED');
  return row;
}

async function findUserByEmail(ctx: DataContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.query<UserRow>(`select * from users where lower(email) = lower($1)`, [email]);
  return row;
}

/**
 * The user's row, locked until the caller's transaction ends: the account's reset codes and
 * address changes are decided one request at a time, whichever process serves them.
 */
export async function lockUser(ctx: DataContext, userId: number): Promise<UserRow> {
  const [row] = await ctx.db.query<UserRow>(`select * from users where id = $1 for update`, [userId]);
  if (row === undefined) throw new ApiError('UNAUTHORIZED');
  return row;
}

/**
 * Whether `email` belongs to an account other than `exceptUserId`: as its address, or as the
 * address a live "this wasn't me" link would restore (so nobody can take it meanwhile).
 */
export async function addressInUse(ctx: DataContext, email: string, exceptUserId: number | null): Promise<boolean> {
  const [row] = await ctx.db.query<{ used: boolean }>(
    `select exists (select 1 from users where lower(email) = lower($1) and id is distinct from $2)
         or exists (select 1 from email_change_links where kind = 'undo' and used_at is null and expires_at > $3
                      and lower(old_email) = lower($1) and user_id is distinct from $2) as used`,
    [email, exceptUserId, ctx.now()],
  );
  return row?.used ?? false;
}

export async function issueToken(ctx: DataContext, userId: number, origin: SessionOrigin): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await ctx.db.query(
    `insert into access_tokens (token_hash, user_id, created_at, expires_at, kind, device, last_used_at) values ($1, $2, $3, $4, $5, $6, $3)`,
    [sha256(token), userId, now, new Date(now.getTime() + TOKEN_LIFETIME_DAYS * DAY), origin.kind, deviceLabel(origin.userAgent)],
  );
  // The language of the last browser to sign in is the one notifications speak.
  if (origin.locale) await ctx.db.query(`update users set locale = $2 where id = $1`, [userId, origin.locale]);
  return token;
}

/** "Last used" is kept to the minute: one write a minute per session, not one per request. */
const LAST_USED_STEP_MS = MINUTE;

/** The account a bearer token belongs to, or null when it is unknown, expired or revoked. */
export async function authenticate(ctx: AppContext, token: string): Promise<Account | null> {
  const tokenHash = sha256(token);
  const now = ctx.now();
  const [row] = await ctx.db.query<{ user_id: number; last_used_at: Date | null }>(
    `select user_id, last_used_at from access_tokens where token_hash = $1 and revoked_at is null and expires_at > $2`,
    [tokenHash, now],
  );
  if (row === undefined) return null;
  if (row.last_used_at === null || now.getTime() - row.last_used_at.getTime() >= LAST_USED_STEP_MS) {
    await ctx.db.query(`update access_tokens set last_used_at = $2 where token_hash = $1`, [tokenHash, now]);
  }
  return { userId: row.user_id, token, tokenHash };
}

export async function revokeToken(ctx: AppContext, account: Account): Promise<void> {
  await ctx.db.query(`update access_tokens set revoked_at = $2 where token_hash = $1 and revoked_at is null`, [
    account.tokenHash,
    ctx.now(),
  ]);
}

/** Ends every session and launcher token of the account, and what a session could still finish. */
export async function revokeAllTokens(ctx: DataContext, userId: number): Promise<void> {
  await ctx.db.query(`update access_tokens set revoked_at = $2 where user_id = $1 and revoked_at is null`, [userId, ctx.now()]);
  await endPendingAccess(ctx, userId);
}

/**
 * What a session asked for and could still finish after it ends: a launcher sign-in it
 * authorized but the launcher has not collected, an address change waiting for its link. Ended
 * with the sessions, or a stolen session would outlive the owner's sign-out.
 */
export async function endPendingAccess(ctx: DataContext, userId: number): Promise<void> {
  await ctx.db.query(`update sso_requests set consumed_at = $2 where user_id = $1 and consumed_at is null`, [userId, ctx.now()]);
  await voidLinks(ctx, userId, ['confirm']);
  // A device cookie stolen with a session stops counting as the owner's browser.
  await ctx.db.query(`update users set device_generation = device_generation + 1 where id = $1`, [userId]);
}

/** The account a device cookie may speak for: its folded login and current device generation. */
export interface DeviceOwner {
  loginKey: string;
  generation: number;
}

/** Which account: by the login typed at sign-in, the address typed at a reset, or its id. */
export type DeviceOwnerKey = { login: string } | { email: string } | { id: number };

export async function deviceOwner(ctx: DataContext, key: DeviceOwnerKey): Promise<DeviceOwner | null> {
  const [where, value] =
    'login' in key ? ['lower(login) = $1', loginKey(key.login)] : 'email' in key ? ['lower(email) = lower($1)', key.email] : ['id = $1', key.id];
  const [row] = await ctx.db.query<{ login: string; device_generation: number }>(`select login, device_generation from users where ${where}`, [value]);
  return row === undefined ? null : { loginKey: loginKey(row.login), generation: row.device_generation };
}

export interface Registration {
  login: string;
  email: string;
  password: string;
  shoppingArea: string;
  userAgent?: string | undefined;
  locale?: Locale | null;
}

export async function register(ctx: AppContext, input: Registration): Promise<string> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const taken = await tx.query<{ login_taken: boolean; email_taken: boolean }>(
      `select coalesce(bool_or(lower(login) = lower($1)), false) as login_taken,
              coalesce(bool_or(lower(email) = lower($2)), false) as email_taken
       from users where lower(login) = lower($1) or lower(email) = lower($2)`,
      [input.login, input.email],
    );
    if (taken[0]?.login_taken) throw new ApiError('LOGIN_EXISTS');
    if (taken[0]?.email_taken || (await addressInUse(within(tx, ctx.now()), input.email, null))) throw new ApiError('EMAIL_EXISTS');
    const now = ctx.now();
    const [user] = await tx
      .query<{ id: number }>(
        `insert into users (login, email, password_hash, shopping_area, created_at, confirmation_code, confirmation_code_expires_at)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [input.login, input.email, passwordHash, input.shoppingArea, now, randomCode(8), confirmationCodeExpiry(now)],
      )
      .catch(rethrowUniqueViolation);
    if (user === undefined) throw new ApiError('INVALID_RESPONSE');
    return issueToken(within(tx, now), user.id, { kind: 'browser', userAgent: input.userAgent, locale: input.locale });
  });
}

/** Two registrations (or confirmations) racing past the check meet the unique indexes instead. */
export function rethrowUniqueViolation(error: unknown): never {
  const details = error as { code?: string; constraint?: string; message?: string };
  if (details.code === '23505') {
    const where = `${details.constraint ?? ''} ${details.message ?? ''}`;
    throw new ApiError(where.includes('users_login_key') ? 'LOGIN_EXISTS' : 'EMAIL_EXISTS');
  }
  throw error;
}

let unknownLoginHash: Promise<string> | undefined;

/** A hash no password matches, checked for unknown logins so they cost the same scrypt work. */
function hashForUnknownLogin(): Promise<string> {
  unknownLoginHash ??= hashPassword(randomToken());
  return unknownLoginHash;
}

/**
 * The one case folding of a typed login, for the lookup and the per-account limit alike. Logins
 * are ASCII (registration allows nothing else), so only A-Z fold: PostgreSQL's lower() under a
 * UTF-8 collation would also fold look-alikes such as İ to i, letting each spelling in another
 * script sign in to the ASCII login with an allowance of its own.
 */
export function loginKey(loginName: string): string {
  return loginName.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

export async function login(ctx: AppContext, loginName: string, password: string, origin: SessionOrigin): Promise<string> {
  const [user] = await ctx.db.query<UserRow>(`select * from users where lower(login) = $1`, [loginKey(loginName)]);
  // Unknown login and wrong password answer alike, and take as long (one scrypt either way), so
  // neither the answer nor its timing tells which logins exist.
  const matches = await verifyPassword(password, user?.password_hash ?? (await hashForUnknownLogin()));
  if (user === undefined || !matches) throw new ApiError('INVALID_CREDENTIALS');
  return issueToken(ctx, user.id, origin);
}

/** A new password ends every other session and launcher; the caller's browser continues with a new token. */
export async function changePassword(ctx: AppContext, account: Account, oldPassword: string, newPassword: string, origin: SessionOrigin) {
  const user = await findUser(ctx, account.userId);
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw new ApiError('INVALID_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.query(`update users set password_hash = $2 where id = $1`, [user.id, passwordHash]);
    await revokeAllTokens(within(tx, now), user.id);
    return issueToken(within(tx, now), user.id, origin);
  });
}

/**
 * Reset codes are six digits: a plain hash of one is reversed by trying all million. Stored
 * as an HMAC under the server's secret (and the user's id), a leaked table reveals nothing.
 */
function resetCodeHash(ctx: AppContext, userId: number, code: string): string {
  const secret = ctx.settings.codeSecret;
  if (secret === null) throw new Error('no CODE_SECRET: reset codes cannot be stored');
  return keyedHash(secret, `reset:${userId}:${code}`);
}

export async function requestPasswordReset(ctx: AppContext, email: string, locale: Locale): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (user === undefined) throw new ApiError('EMAIL_NOT_FOUND');
  const code = await ctx.db.transaction((tx) => issueResetCode(ctx, within(tx, ctx.now()), user.id));
  await ctx.mailer.send({ to: user.email, ...(await mailTemplates.resetCode({ locale, siteUrl: ctx.settings.siteUrl }, user.email, user.login, code)) });
}

/**
 * A new reset code for the user, the only live one: inside the caller's transaction, under the
 * user's row lock, so concurrent requests (on any process) leave exactly one code that works.
 */
export async function issueResetCode(ctx: AppContext, tx: DataContext, userId: number): Promise<string> {
  const now = tx.now();
  await lockUser(tx, userId);
  await tx.db.query(`update reset_codes set used_at = $2 where user_id = $1 and used_at is null`, [userId, now]);
  const code = randomDigits(6);
  await tx.db.query(`insert into reset_codes (user_id, code_hash, created_at, expires_at) values ($1, $2, $3, $4)`, [
    userId,
    resetCodeHash(ctx, userId, code),
    now,
    new Date(now.getTime() + RESET_CODE_LIFETIME_MINUTES * MINUTE),
  ]);
  return code;
}

/** Misses one reset code survives; after them it is void, the right code included, until a new one is requested. */
export const RESET_CODE_MAX_FAILED_ATTEMPTS = 5;

/**
 * Who checks a reset code: the owner's usual browser (a current device cookie) or anyone else.
 * Each has RESET_CODE_MAX_FAILED_ATTEMPTS misses on a code, so strangers' misses void the code
 * for strangers but not for the owner, whose own misses are still capped.
 */
export type ResetChecker = 'owner' | 'anyone';

/**
 * Judges `code` against the user's live reset code (only the newest lives) and counts a miss,
 * under the user's row lock, so concurrent guesses on any process are judged one after another,
 * each seeing the misses before it. Its own transaction, committed before the answer, so a miss
 * stays counted when the caller's work rolls back.
 */
async function checkResetCode(ctx: AppContext, userId: number, code: string, checker: ResetChecker): Promise<number> {
  const misses = checker === 'owner' ? 'owner_failed_attempts' : 'failed_attempts';
  const matched = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockUser(within(tx, now), userId);
    const [live] = await tx.query<{ id: number; matched: boolean }>(
      `select id, code_hash = $2 as matched from reset_codes
       where user_id = $1 and used_at is null and expires_at > $3 and ${misses} < $4
       order by created_at desc, id desc limit 1`,
      [userId, resetCodeHash(ctx, userId, code), now, RESET_CODE_MAX_FAILED_ATTEMPTS],
    );
    if (live?.matched === true) return live.id;
    if (live !== undefined) await tx.query(`update reset_codes set ${misses} = ${misses} + 1 where id = $1`, [live.id]);
    return null;
  });
  if (matched === null) throw new ApiError('INVALID_CODE');
  return matched;
}

export async function validateResetCode(ctx: AppContext, email: string, code: string, checker: ResetChecker): Promise<void> {
  // An unknown address has no right code: answering EMAIL_NOT_FOUND here would list the
  // registered addresses without the captcha that guards the reset request.
  const user = await findUserByEmail(ctx, email);
  if (user === undefined) throw new ApiError('INVALID_CODE');
  await checkResetCode(ctx, user.id, code, checker);
}

/** Sets the chosen password, or a generated one that is mailed; every session ends either way. */
export async function setPasswordAfterReset(
  ctx: AppContext,
  email: string,
  code: string,
  chosenPassword: string | undefined,
  locale: Locale,
  checker: ResetChecker,
): Promise<{ login: string }> {
  const user = await findUserByEmail(ctx, email);
  if (user === undefined) throw new ApiError('INVALID_CODE');
  // The code first: a miss costs no password hashing.
  const codeId = await checkResetCode(ctx, user.id, code, checker);
  const password = chosenPassword ?? randomPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Still live: not used by a concurrent call, not voided by this checker's misses since the check.
    const misses = checker === 'owner' ? 'owner_failed_attempts' : 'failed_attempts';
    const used = await tx.query(
      `update reset_codes set used_at = $2
       where id = $1 and used_at is null and expires_at > $2 and ${misses} < $3 returning id`,
      [codeId, now, RESET_CODE_MAX_FAILED_ATTEMPTS],
    );
    if (used.length === 0) throw new ApiError('INVALID_CODE');
    await tx.query(`update users set password_hash = $2 where id = $1`, [user.id, passwordHash]);
    await revokeAllTokens(within(tx, now), user.id);
  });
  if (chosenPassword === undefined) {
    await ctx.mailer.send({ to: user.email, ...(await mailTemplates.newPassword({ locale, siteUrl: ctx.settings.siteUrl }, user.login, password)) });
  }
  return { login: user.login };
}

export async function confirmation(ctx: AppContext, account: Account) {
  const user = await findUser(ctx, account.userId);
  if (user.confirmed_at !== null) return { confirmed: true, code: null };
  const now = ctx.now();
  if (user.confirmation_code !== null && user.confirmation_code_expires_at !== null && user.confirmation_code_expires_at > now) {
    return { confirmed: false, code: user.confirmation_code };
  }
  // The code lapsed (or never was): a fresh one, so the page always shows a code that works.
  const [row] = await ctx.db.query<{ confirmation_code: string }>(
    `update users set confirmation_code = $2, confirmation_code_expires_at = $3
     where id = $1 and confirmed_at is null returning confirmation_code`,
    [user.id, randomCode(8), confirmationCodeExpiry(now)],
  );
  return row === undefined ? { confirmed: true, code: null } : { confirmed: false, code: row.confirmation_code };
}

/** What became of a confirmation code a bot received. */
export type CodeRedemption =
  | { kind: 'confirmed'; login: string }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

/**
 * A bot received `code` (already normalised by the contract's field) from a user: the account
 * holding it is confirmed. One conditional update, so two bots racing with the same code
 * confirm once; a miss is then told apart for the bot's answer.
 */
export async function redeemConfirmationCode(ctx: AppContext, code: string, bot: ConfirmationBot, chat: ChatRef | null = null): Promise<CodeRedemption> {
  const now = ctx.now();
  // The chat the code came from becomes the account's chat with that bot, in the same step.
  const row = await ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx.query<{ id: number; login: string }>(
      `update users set confirmed_at = $2, confirmed_via = $3
       where confirmation_code = $1 and confirmed_at is null and confirmation_code_expires_at > $2 returning id, login`,
      [code, now, bot],
    );
    if (confirmed !== undefined && chat !== null) await keepChat(within(tx, now), confirmed.id, chat);
    return confirmed;
  });
  if (row !== undefined) return { kind: 'confirmed', login: row.login };
  const [holder] = await ctx.db.query<{ confirmed: boolean }>(
    `select confirmed_at is not null as confirmed from users where confirmation_code = $1`,
    [code],
  );
  if (holder === undefined) return { kind: 'unknown' };
  return { kind: holder.confirmed ? 'used' : 'expired' };
}

/** POST /v2/bot/confirm: the login of the confirmed account, or INVALID_CODE whatever the miss. */
export async function confirmByBot(ctx: AppContext, code: string, bot: ConfirmationBot): Promise<string> {
  const outcome = await redeemConfirmationCode(ctx, code, bot);
  if (outcome.kind !== 'confirmed') throw new ApiError('INVALID_CODE');
  return outcome.login;
}
