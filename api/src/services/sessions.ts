import Bowser from 'bowser';
import type { AccountSession, Locale } from '@chameleon/contract';
import { ApiError } from '../http/api-error';
import { within, type AppContext, type DataContext } from '../context';
import { endPendingAccess, type Account } from './accounts';

/** Where a token was issued: a browser signing in, or a launcher through SSO. */
export interface SessionOrigin {
  kind: AccountSession['kind'];
  /** The User-Agent header of the request that began the session. */
  userAgent?: string | undefined;
  /** The language the browser asked for (Accept-Language), one of the site's: notifications are written in it. */
  locale?: Locale | null | undefined;
}

/** A browser's own description of itself, cut to what a person recognises: `Firefox, Windows`. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (userAgent === undefined || userAgent.trim() === '') return null;
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  const label = [parsed.browser.name, parsed.os.name].filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
  return label === '' ? null : label.slice(0, 100);
}

interface SessionRow {
  id: string;
  kind: AccountSession['kind'];
  device: string | null;
  created_at: Date;
  last_used_at: Date;
  current: boolean;
}

/** Every live session of the account, the caller's own first, then the most recently used. */
export async function listSessions(ctx: DataContext, account: Account): Promise<AccountSession[]> {
  const rows = await ctx.db.query<SessionRow>(
    `select id, kind, device, created_at, coalesce(last_used_at, created_at) as last_used_at, token_hash = $2 as current
     from access_tokens where user_id = $1 and revoked_at is null and expires_at > $3
     order by token_hash = $2 desc, coalesce(last_used_at, created_at) desc, created_at desc`,
    [account.userId, account.tokenHash, ctx.now()],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    device: row.device,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at.toISOString(),
    current: row.current,
  }));
}

/** Ends one session of the caller's account; another account's id is as unknown as a made-up one. */
export async function endSession(ctx: AppContext, account: Account, id: string): Promise<AccountSession[]> {
  const ended = await ctx.db.query(
    `update access_tokens set revoked_at = $3 where user_id = $1 and id = $2 and revoked_at is null and expires_at > $3 returning id`,
    [account.userId, id, ctx.now()],
  );
  if (ended.length === 0) throw new ApiError('SESSION_NOT_FOUND');
  return listSessions(ctx, account);
}

/**
 * Ends every session of the account but the caller's, browsers and launchers alike, and what
 * they could still finish (an uncollected launcher sign-in, an address change's link).
 */
export async function endOtherSessions(ctx: AppContext, account: Account): Promise<AccountSession[]> {
  await ctx.db.transaction(async (tx) => {
    const data = within(tx, ctx.now());
    await tx.query(`update access_tokens set revoked_at = $3 where user_id = $1 and token_hash <> $2 and revoked_at is null`, [
      account.userId,
      account.tokenHash,
      data.now(),
    ]);
    await endPendingAccess(data, account.userId);
  });
  return listSessions(ctx, account);
}
