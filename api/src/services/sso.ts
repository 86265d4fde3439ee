import { DEFAULT_LOCALE, SSO_MAX_FAILED_CODES, SSO_REQUEST_LIFETIME_MINUTES, type Locale } from '@chameleon/contract';
import { ApiError } from '../http/api-error';
import { within, type AppContext } from '../context';
import { issueToken, type Account } from './accounts';
import { randomCode, randomToken, sha256 } from './secrets';

const MINUTE = 60_000;

/**
 * The launcher opens a sign-in request; only it knows the poll token that later collects the
 * result. `language`: the one the launcher asked in (its Accept-Language), or null, when the
 * site picks the visitor's stored or browser language (`language=auto`).
 */
export async function startSsoRequest(ctx: AppContext, language: Locale | null) {
  const requestId = randomToken();
  const pollToken = randomToken();
  // 8 characters of 32 (40 bits): the user compares it by eye; it is checked on authorize.
  const userCode = `${randomCode(4)}-${randomCode(4)}`;
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SSO_REQUEST_LIFETIME_MINUTES * MINUTE);
  await ctx.db.query(
    `insert into sso_requests (id, poll_token_hash, created_at, expires_at, user_code) values ($1, $2, $3, $4, $5)`,
    [requestId, sha256(pollToken), now, expiresAt, userCode],
  );
  // The link names the request, never its code: the user types the code their own launcher
  // shows, so a link sent by someone else cannot show a code that looks right.
  const prefix = language === null || language === DEFAULT_LOCALE ? '' : `/${language}`;
  const authorizeUrl = new URL(`${prefix}/auth/sso`, ctx.settings.siteUrl);
  authorizeUrl.searchParams.set('request', requestId);
  if (language === null) authorizeUrl.searchParams.set('language', 'auto');
  return { requestId, pollToken, userCode, authorizeUrl: authorizeUrl.toString(), expiresAt };
}

/** A typed code as the launcher shows it: `xxxx xxxx`, `XXXXXXXX` and `XXXX-XXXX` are one code. */
function normalizeUserCode(typed: string): string {
  const letters = typed.replace(/[\s-]/g, '').toUpperCase();
  return letters.length === 8 ? `${letters.slice(0, 4)}-${letters.slice(4)}` : letters;
}

/**
 * The signed-in user typed the code their launcher shows and pressed "Authorize". A wrong code
 * is counted; after SSO_MAX_FAILED_CODES the request is void, so 40 bits are never guessed.
 */
export async function authorizeSsoRequest(ctx: AppContext, account: Account, requestId: string, typedCode: string): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [request] = await tx.query<{ user_code: string }>(
      `select user_code from sso_requests
       where id = $1 and authorized_at is null and refused_at is null and expires_at > $2 and failed_codes < $3 for update`,
      [requestId, now, SSO_MAX_FAILED_CODES],
    );
    if (request === undefined) return 'SSO_REQUEST_NOT_FOUND' as const;
    // Committed, not rolled back with an error: the miss must count.
    if (request.user_code !== normalizeUserCode(typedCode)) {
      await tx.query(`update sso_requests set failed_codes = failed_codes + 1 where id = $1`, [requestId]);
      return 'INVALID_CODE' as const;
    }
    await tx.query(`update sso_requests set user_id = $2, authorized_at = $3 where id = $1`, [requestId, account.userId, now]);
    return null;
  });
  if (outcome !== null) throw new ApiError(outcome);
}

/** The launcher polls; once authorized it receives a token of its own, exactly once. */
export async function collectSsoToken(ctx: AppContext, requestId: string, pollToken: string): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [request] = await tx.query<{ user_id: number | null; consumed_at: Date | null; refused_at: Date | null }>(
      `select user_id, consumed_at, refused_at from sso_requests
       where id = $1 and poll_token_hash = $2 and expires_at > $3 and failed_codes < $4 for update`,
      [requestId, sha256(pollToken), now, SSO_MAX_FAILED_CODES],
    );
    if (request === undefined || request.consumed_at !== null) throw new ApiError('SSO_REQUEST_NOT_FOUND');
    if (request.refused_at !== null) throw new ApiError('SSO_REQUEST_REFUSED');
    if (request.user_id === null) return null;
    await tx.query(`update sso_requests set consumed_at = $2 where id = $1`, [requestId, now]);
    return issueToken(within(tx, now), request.user_id, { kind: 'launcher' });
  });
}

/** The signed-in user refused the request ("Cancel" on the site): it can no longer be authorized, and the launcher is told. */
export async function refuseSsoRequest(ctx: AppContext, requestId: string): Promise<void> {
  const refused = await ctx.db.query(
    `update sso_requests set refused_at = $2
     where id = $1 and authorized_at is null and refused_at is null and expires_at > $2 and failed_codes < $3 returning id`,
    [requestId, ctx.now(), SSO_MAX_FAILED_CODES],
  );
  if (refused.length === 0) throw new ApiError('SSO_REQUEST_NOT_FOUND');
}
