/**
 * A fixed-window rate-limit store for @fastify/rate-limit that answers each request with a
 * snapshot of its own count. The plugin's built-in LocalStore (11.2) hands back the live
 * counter object and reads it after an await, so in a burst of simultaneous requests every
 * one of them sees the final count and all are refused, the first few included.
 */
interface Window {
  count: number;
  startedAt: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const MAX_KEYS = 10_000;

export class SnapshotRateLimitStore {
  private readonly windows = new Map<string, Window>();

  private readonly now = () => Date.now();

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.startedAt + timeWindow <= now) {
      window = { count: 0, startedAt: now };
      this.prune(now, timeWindow);
      this.windows.set(key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (window === undefined || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  /** Each rate-limited route counts on its own. */
  child(): SnapshotRateLimitStore {
    return new SnapshotRateLimitStore();
  }

  /** Bounds memory under many addresses: expired windows go first, then the oldest. */
  private prune(now: number, timeWindow: number): void {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
