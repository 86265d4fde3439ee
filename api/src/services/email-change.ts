import {
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
  EMAIL_UNDO_LINK_LIFETIME_DAYS,
  type Locale,
  type User,
} from '@chameleon/contract';
import { ApiError } from '../http/api-error';
import { within, type AppContext, type DataContext } from '../context';
import { addressInUse, findUser, issueResetCode, lockUser, rethrowUniqueViolation, revokeAllTokens, wireUser, type Account } from './accounts';
import { sitePage } from '../mail/sitePage';
import { mailTemplates, type MailText } from './mail-templates';
import { hashPassword, randomToken, sha256 } from './secrets';

// A new address counts only once the link mailed to it is opened; the confirmed change then
// mails the previous address a link that undoes it. A stolen session can no longer move an
// account to an attacker's mailbox and reset its password from there.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The page that opens both links; the token rides in the fragment, which no server receives. */
export function emailChangeLink(ctx: AppContext, locale: Locale, kind: 'confirm' | 'undo', token: string): string {
  return sitePage(ctx.settings.siteUrl, locale, '/auth/email-change/', { [kind]: token });
}

export interface PendingEmailChange {
  newEmail: string;
  expiresAt: Date;
}

/** The address change waiting for its link, if any. */
export async function pendingEmailChange(ctx: DataContext, userId: number): Promise<PendingEmailChange | null> {
  const [row] = await ctx.db.query<{ new_email: string; expires_at: Date }>(
    `select new_email, expires_at from email_change_links
     where user_id = $1 and kind = 'confirm' and used_at is null and expires_at > $2
     order by id desc limit 1`,
    [userId, ctx.now()],
  );
  return row === undefined ? null : { newEmail: row.new_email, expiresAt: row.expires_at };
}

/** Ends the links of `kind` still live for the user (a newer request, a cancel, an undo, the end of other sessions). */
export async function voidLinks(ctx: DataContext, userId: number, kinds: readonly ('confirm' | 'undo')[]): Promise<void> {
  await ctx.db.query(`update email_change_links set used_at = $2 where user_id = $1 and kind = any($3) and used_at is null`, [
    userId,
    ctx.now(),
    kinds,
  ]);
}

export type EmailChangeOutcome = 'EMAIL_CONFIRMATION_SENT' | 'EMAIL_UNCHANGED';

/**
 * changeEmail: asks for `email`. The answer is the same whether another account holds it or
 * not; the link goes to a free address, and a held address's owner is told instead (and no
 * link exists that could move it). Asking again sends a fresh link and voids the previous one.
 */
export async function requestEmailChange(ctx: AppContext, account: Account, email: string, locale: Locale): Promise<{ user: User; message: EmailChangeOutcome }> {
  const token = randomToken();
  const outcome = await ctx.db.transaction(async (tx) => {
    const data = within(tx, ctx.now());
    const user = await lockUser(data, account.userId);
    await voidLinks(data, user.id, ['confirm']);
    if (user.email.toLowerCase() === email.toLowerCase()) return { user, held: false, message: 'EMAIL_UNCHANGED' as const };
    const held = await addressInUse(data, email, user.id);
    await tx.query(
      `insert into email_change_links (user_id, kind, token_hash, old_email, new_email, created_at, expires_at)
       values ($1, 'confirm', $2, $3, $4, $5, $6)`,
      [user.id, held ? null : sha256(token), user.email, email, data.now(), new Date(data.now().getTime() + EMAIL_CHANGE_LINK_LIFETIME_HOURS * HOUR)],
    );
    return { user, held, message: 'EMAIL_CONFIRMATION_SENT' as const };
  });
  const site = { locale, siteUrl: ctx.settings.siteUrl };
  const mail: MailText | null =
    outcome.message === 'EMAIL_UNCHANGED'
      ? null
      : outcome.held
        ? await mailTemplates.emailTaken(site, email)
        : await mailTemplates.emailConfirm(site, outcome.user.login, email, emailChangeLink(ctx, locale, 'confirm', token));
  // A failed delivery answers EMAIL_SEND_FAILED; the link stays pending, so "send again" works.
  if (mail !== null) await ctx.mailer.send({ to: email, ...mail });
  return { user: await wireUser(ctx, await findUser(ctx, account.userId)), message: outcome.message };
}

/** Drops the address change waiting for its link. */
export async function cancelEmailChange(ctx: AppContext, account: Account): Promise<User> {
  await voidLinks(ctx, account.userId, ['confirm']);
  return wireUser(ctx, await findUser(ctx, account.userId));
}

interface LinkRow {
  id: number;
  user_id: number;
  old_email: string;
  new_email: string;
}

/** The live link of `kind` that `token` opens, locked for the caller's transaction; EMAIL_LINK_INVALID otherwise. */
async function openLink(ctx: DataContext, kind: 'confirm' | 'undo', token: string): Promise<LinkRow> {
  const [link] = await ctx.db.query<LinkRow>(
    `select id, user_id, old_email, new_email from email_change_links
     where token_hash = $1 and kind = $2 and used_at is null and expires_at > $3 for update`,
    [sha256(token), kind, ctx.now()],
  );
  if (link === undefined) throw new ApiError('EMAIL_LINK_INVALID');
  return link;
}

/**
 * The confirm link was opened: the account takes the new address, and the previous one is
 * mailed a link that undoes the change for EMAIL_UNDO_LINK_LIFETIME_DAYS. Returns the address in effect.
 */
export async function confirmEmailChange(ctx: AppContext, token: string, locale: Locale): Promise<string> {
  const undoToken = randomToken();
  const done = await ctx.db.transaction(async (tx) => {
    const data = within(tx, ctx.now());
    const link = await openLink(data, 'confirm', token);
    const user = await lockUser(data, link.user_id);
    // The account moved on since the link was sent (another change, an undo): this link is stale.
    if (user.email.toLowerCase() !== link.old_email.toLowerCase()) throw new ApiError('EMAIL_LINK_INVALID');
    if (await addressInUse(data, link.new_email, user.id)) throw new ApiError('EMAIL_EXISTS');
    // Another account confirming the same address in the same moment meets the unique index.
    await tx.query(`update users set email = $2 where id = $1`, [user.id, link.new_email]).catch(rethrowUniqueViolation);
    // Undo links stay: a later change must not take the way back from an earlier address.
    await voidLinks(data, user.id, ['confirm']);
    await tx.query(
      `insert into email_change_links (user_id, kind, token_hash, old_email, new_email, created_at, expires_at)
       values ($1, 'undo', $2, $3, $4, $5, $6)`,
      [user.id, sha256(undoToken), link.old_email, link.new_email, data.now(), new Date(data.now().getTime() + EMAIL_UNDO_LINK_LIFETIME_DAYS * DAY)],
    );
    return { login: user.login, oldEmail: link.old_email, newEmail: link.new_email };
  });
  // The change stands even if this mail fails (the outbox records the failure).
  await ctx.mailer
    .send({
      to: done.oldEmail,
      ...(await mailTemplates.emailChanged({ locale, siteUrl: ctx.settings.siteUrl }, done.login, done.newEmail, emailChangeLink(ctx, locale, 'undo', undoToken))),
    })
    .catch(() => undefined);
  return done.newEmail;
}

/**
 * "This wasn't me": the previous address comes back, every session and launcher token of the
 * account ends, the password stops working, and a reset code goes to the restored address. Who
 * moved the account is out, even knowing the password, and the owner sets one they alone know.
 * Returns the restored address.
 */
export async function undoEmailChange(ctx: AppContext, token: string, locale: Locale): Promise<{ email: string; userId: number }> {
  // A hash no password matches: only the reset code mailed below gets into the account now.
  const lockedPassword = await hashPassword(randomToken());
  const done = await ctx.db.transaction(async (tx) => {
    const data = within(tx, ctx.now());
    const link = await openLink(data, 'undo', token);
    const user = await lockUser(data, link.user_id);
    // After a chain of changes (A to B to C) any undo link goes back to where the chain began:
    // whoever made the later changes holds the later links, and they must not lead to their own
    // addresses.
    const [origin] = await tx.query<{ old_email: string }>(
      `select old_email from email_change_links where user_id = $1 and kind = 'undo' and used_at is null and expires_at > $2
       order by created_at, id limit 1`,
      [link.user_id, data.now()],
    );
    const restored = origin?.old_email ?? link.old_email;
    await tx.query(`update users set email = $2, password_hash = $3 where id = $1`, [link.user_id, restored, lockedPassword]);
    await voidLinks(data, link.user_id, ['confirm', 'undo']);
    await revokeAllTokens(data, link.user_id);
    const code = await issueResetCode(ctx, data, link.user_id);
    return { email: restored, code, userId: link.user_id, login: user.login };
  });
  const mail = await mailTemplates.resetCode({ locale, siteUrl: ctx.settings.siteUrl }, done.email, done.login, done.code);
  await ctx.mailer.send({ to: done.email, ...mail }).catch(() => undefined);
  return { email: done.email, userId: done.userId };
}
