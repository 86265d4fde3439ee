import type { Queryable } from '../db/database';
import { ApiError } from './api-error';

export const RATE_WINDOW_MS = 60_000;

/**
 * Sliding-window limits whose counters live in the database, so every API process sharing it
 * counts the same attempts. Each key keeps the times of its admitted attempts within the last
 * window (at most `max` of them); an attempt is admitted while fewer than `max` remain, which
 * holds the limit over every window, not only over fixed minutes (a fixed window lets twice
 * the limit through at its edge). The upsert takes the key's row lock, so concurrent attempts
 * on any process are judged one after another.
 */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Records an attempt on `key`; false (and the wait in ms) when it is over the limit. */
  async take(key: string, max: number, windowMs = RATE_WINDOW_MS): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const now = this.now().getTime();
    const since = now - windowMs;
    const [row] = await this.db.query<{ allowed: boolean; oldest: string | null }>(
      `insert into rate_limits as r (key, hits, allowed, updated_at) values ($1, array[$2::bigint], $4 > 0, $2)
       on conflict (key) do update set
         allowed = (select count(*) from unnest(r.hits) h where h > $3) < $4,
         hits = case when (select count(*) from unnest(r.hits) h where h > $3) < $4
                  then array(select h from unnest(r.hits) h where h > $3 order by h) || $2::bigint
                  else array(select h from unnest(r.hits) h where h > $3 order by h) end,
         updated_at = $2
       returning allowed, hits[1]::text as oldest`,
      [key, now, since, max],
    );
    this.calls += 1;
    // Keys of addresses that went quiet would pile up: now and then, drop those past any window.
    if (this.calls % 500 === 0) await this.db.query(`delete from rate_limits where updated_at < $1`, [now - 24 * 3_600_000]);
    const allowed = row?.allowed ?? false;
    const oldest = row?.oldest === null || row?.oldest === undefined ? now : Number(row.oldest);
    return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, oldest + windowMs - now) };
  }

  /** Throws TO_MANY_REQUESTS (with `Retry-After`) when `key` is over its limit. */
  async enforce(key: string, max: number, windowMs = RATE_WINDOW_MS): Promise<void> {
    const { allowed, retryAfterMs } = await this.take(key, max, windowMs);
    if (!allowed) throw new ApiError('TO_MANY_REQUESTS', { retryAfterMs });
  }
}
