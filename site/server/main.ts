import path from 'node:path';
import { createSiteServer } from './serve';

// Run inside site/ (`tsx server/main.ts`); `pnpm start` at the root does this for you.
// Paths default relative to that directory.
const root = path.resolve(process.env.SITE_PUBLIC_DIR ?? 'public');
const port = Number(process.env.SITE_PORT ?? 8000);
const host = process.env.SITE_HOST ?? '127.0.0.1';

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

async function main() {
  const app = await createSiteServer({
    root,
    redirectsFile: path.resolve(process.env.SITE_REDIRECTS ?? path.join(root, '..', 'redirects.json')),
    // One origin, or several API processes on one database (comma-separated), taking turns.
    apiProxy: (process.env.SITE_API_PROXY ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
    apiTimeoutMs: numberFrom('SITE_API_TIMEOUT_MS', 12_000),
    trustProxyHops: numberFrom('SITE_TRUST_PROXY_HOPS', 0),
    https: process.env.SITE_BEHIND_HTTPS === '1',
    demo: process.env.SITE_DEMO === '1',
    logger: process.env.SITE_LOG === '1',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port, host });
  console.log(`Static site: serving ${root} at http://${host}:${port}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
