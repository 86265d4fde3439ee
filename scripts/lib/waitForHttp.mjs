/**
 * Resolves once `url` answers anything at all over HTTP; rejects when `child` (the process
 * that should serve it) exits first or `timeoutMs` passes. Used by `pnpm start` and the bench.
 */
export async function waitForHttp(url, child, name, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
