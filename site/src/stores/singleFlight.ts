/**
 * One request in flight per key: a call while one runs for the same key starts nothing and
 * shares that one's outcome (a second press of Pay, two screens asking for main data).
 * Stores keep one per concern; `clear()` forgets running calls (sign-out) without touching a
 * call started after it.
 */
export class SingleFlight<K, T> {
  private readonly running = new Map<K, Promise<T>>();

  run(key: K, start: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running !== undefined) return running;
    const call = start().finally(() => {
      if (this.running.get(key) === call) this.running.delete(key);
    });
    this.running.set(key, call);
    return call;
  }

  /** Whether a call for `key` is running. */
  has(key: K): boolean {
    return this.running.has(key);
  }

  clear(): void {
    this.running.clear();
  }
}
