import { DEFAULT_LOCALE, GAME_GENRES, LOCALES, NOTIFICATION_CHANNELS, type Locale, type NotificationChannel, type NotificationChannelState } from '@chameleon/contract';
import type { DataContext } from '../context';
import { translator } from '../messages';
import { sitePage } from '../mail/sitePage';

// What the user is told about their subscriptions, and when. A notification is one row per
// channel; the row's unique key (user, kind, game, occasion, channel) makes it exist once, and
// delivery sends a row once (see delivery.ts).

const DAY = 86_400_000;

export const NOTICE_KINDS = ['ends_in_3_days', 'ends_in_1_day', 'ended', 'unfrozen', 'payment_credited'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export type NoticeChannel = NotificationChannel;

/** The kinds e-mail carries (its switch is on by default); the bots carry every kind. */
const EXPIRY_KINDS: readonly NoticeKind[] = ['ends_in_3_days', 'ends_in_1_day', 'ended'];

/**
 * The channels a kind goes to for user `u` (an alias in the caller's query): a linked bot
 * whose switch is on, and e-mail for expiry while its switch is on.
 */
function channelsWanted(kind: NoticeKind): string {
  const bot = (channel: 'telegram' | 'vk') =>
    `(ch.channel = '${channel}' and u.notify_${channel} and exists (select 1 from bot_chats b where b.user_id = u.id and b.bot = '${channel}'))`;
  const email = EXPIRY_KINDS.includes(kind) ? ` or (ch.channel = 'email' and u.notify_email)` : '';
  return `(${bot('telegram')} or ${bot('vk')}${email})`;
}

const CHANNELS = `(values ('telegram'), ('vk'), ('email')) as ch (channel)`;

/**
 * The subscription-end windows, each a range of time left: a running subscription is told once
 * when 3 days or less are left, once when 1 day or less is, and once when it has ended (within
 * a day of the end, so old data brings no flood). The occasion is the end itself (epoch
 * seconds): a renewal moves the end, and the new end is told about afresh.
 */
const END_WINDOWS: { kind: NoticeKind; from: number; to: number }[] = [
  { kind: 'ends_in_3_days', from: 1 * DAY, to: 3 * DAY },
  { kind: 'ends_in_1_day', from: 0, to: 1 * DAY },
  { kind: 'ended', from: -1 * DAY, to: 0 },
];

/** Writes the notifications due at `now` (each exists once, whoever writes it first); returns how many were new. */
export async function recordDueNotices(ctx: DataContext): Promise<number> {
  const now = ctx.now();
  let written = 0;
  for (const window of END_WINDOWS) {
    const rows = await ctx.db.query(
      `insert into notifications (user_id, kind, cheat_id, occasion, channel, created_at)
       select s.user_id, $1, s.cheat_id, extract(epoch from s.expires_at)::bigint::text, ch.channel, $2
       from subscriptions s join users u on u.id = s.user_id cross join ${CHANNELS}
       where s.frozen_length = 0 and s.expires_at > $3 and s.expires_at <= $4 and ${channelsWanted(window.kind)}
       on conflict do nothing
       returning id`,
      [window.kind, now, new Date(now.getTime() + window.from), new Date(now.getTime() + window.to)],
    );
    written += rows.length;
  }
  return written;
}

/** Writes the notification of something that happened to one subscription (an unfreeze, a payment), in the caller's transaction. */
export async function recordNotice(ctx: DataContext, userId: number, kind: NoticeKind, cheatId: number, occasion: string): Promise<void> {
  await ctx.db.query(
    `insert into notifications (user_id, kind, cheat_id, occasion, channel, created_at)
     select u.id, $2, $3, $4, ch.channel, $5 from users u cross join ${CHANNELS}
     where u.id = $1 and ${channelsWanted(kind)}
     on conflict do nothing`,
    [userId, kind, cheatId, occasion, ctx.now()],
  );
}

/** What a notification says, read when it is sent (the user's language and login as they are then). */
export interface NoticeFacts {
  kind: NoticeKind;
  channel: NoticeChannel;
  userId: number;
  login: string;
  email: string;
  locale: Locale;
  cheatId: number;
  game: string;
  /** The time left (expiry kinds, unfrozen) or added (payment), in seconds. */
  seconds: number;
}

export function userLocale(stored: string | null): Locale {
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

/** A game as the site names it: its name with its genre ("Siege Line (shooter)"). */
export function gameName(locale: Locale, game: string, genre: string): string {
  if (!(GAME_GENRES as readonly string[]).includes(genre)) return game;
  const t = translator(locale, 'main');
  return t('game.named', { game, genre: t(`game.genre.${genre}`) });
}

/** Days, or hours under a day, rounded up, in the user's language ("3 days", "5 hours"). */
export function durationText(locale: Locale, seconds: number): string {
  const t = translator(locale, 'mail');
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return hours < 24 ? t('duration.hours', { count: hours }) : t('duration.days', { count: Math.ceil(hours / 24) });
}

/** Renewing opens the payment page for that game; the rest open the subscription page. */
export function noticeLink(siteUrl: string, facts: Pick<NoticeFacts, 'kind' | 'locale' | 'cheatId'>, renewDays: number): string {
  if (EXPIRY_KINDS.includes(facts.kind)) {
    return sitePage(siteUrl, facts.locale, '/profile/payment/', undefined, { game: String(facts.cheatId), days: String(renewDays) });
  }
  return sitePage(siteUrl, facts.locale, '/profile/subscription/');
}

/** A bot's message: one catalogue sentence with the link at its end. */
export function botNoticeText(facts: NoticeFacts, link: string): string {
  const t = translator(facts.locale, 'bot');
  const values = { game: facts.game, duration: durationText(facts.locale, facts.seconds), link };
  if (facts.kind === 'ended') return t('notice.ended', values);
  if (facts.kind === 'unfrozen') return t('notice.unfrozen', values);
  if (facts.kind === 'payment_credited') return t('notice.paymentCredited', values);
  return t('notice.endsSoon', values);
}

/** The account's channels: whether each can carry notifications and whether its switch is on. */
export async function notificationSettings(ctx: DataContext, userId: number): Promise<NotificationChannelState[]> {
  const [user] = await ctx.db.query<{ notify_telegram: boolean; notify_vk: boolean; notify_email: boolean; bots: string[] }>(
    `select notify_telegram, notify_vk, notify_email, array(select bot from bot_chats where user_id = u.id) as bots from users u where id = $1`,
    [userId],
  );
  if (user === undefined) return [];
  return NOTIFICATION_CHANNELS.map((channel) => ({
    channel,
    linked: channel === 'email' || user.bots.includes(channel),
    enabled: user[`notify_${channel}`],
  }));
}

export async function setNotificationChannel(ctx: DataContext, userId: number, channel: NotificationChannel, enabled: boolean): Promise<void> {
  // The column comes from the contract's list of three names, never from the request's text.
  const column = { telegram: 'notify_telegram', vk: 'notify_vk', email: 'notify_email' }[channel];
  await ctx.db.query(`update users set ${column} = $2 where id = $1`, [userId, enabled]);
}
