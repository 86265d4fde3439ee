import { SSO_REQUEST_LIFETIME_MINUTES } from '@chameleon/contract';
import { ApiError } from '../http/api-error';
import { within, type AppContext } from '../context';
import { issueToken, type Account } from './accounts';
import { randomCode, randomToken, sha256 } from './secrets';

const MINUTE = 60_000;

/** The launcher opens a sign-in request; only it knows the poll token that later collects the result. */
export async function startSsoRequest(ctx: AppContext) {
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
  const authorizeUrl = new URL('/auth/sso', ctx.settings.siteUrl);
  authorizeUrl.searchParams.set('request', requestId);
  authorizeUrl.searchParams.set('code', userCode);
  return { requestId, pollToken, userCode, authorizeUrl: authorizeUrl.toString(), expiresAt };
}

/**
 * The signed-in user compared the codes and pressed "Authorize" on the site. The code must be
 * the request's own: the page shows what it will send, so the user saw this request's code.
 */
export async function authorizeSsoRequest(ctx: AppContext, account: Account, requestId: string, userCode: string): Promise<void> {
  const rows = await ctx.db.query(
    `update sso_requests set user_id = $2, authorized_at = $3
     where id = $1 and authorized_at is null and expires_at > $3 and user_code = $4 returning id`,
    [requestId, account.userId, ctx.now(), userCode.trim().toUpperCase()],
  );
  if (rows.length === 0) throw new ApiError('SSO_REQUEST_NOT_FOUND');
}

/** The launcher polls; once authorized it receives a token of its own, exactly once. */
export async function collectSsoToken(ctx: AppContext, requestId: string, pollToken: string): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [request] = await tx.query<{ user_id: number | null; consumed_at: Date | null }>(
      `select user_id, consumed_at from sso_requests
       where id = $1 and poll_token_hash = $2 and expires_at > $3 for update`,
      [requestId, sha256(pollToken), now],
    );
    if (request === undefined || request.consumed_at !== null) throw new ApiError('SSO_REQUEST_NOT_FOUND');
    if (request.user_id === null) return null;
    await tx.query(`update sso_requests set consumed_at = $2 where id = $1`, [requestId, now]);
    return issueToken(within(tx, now), request.user_id);
  });
}
