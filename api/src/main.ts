import closeWithGrace from 'close-with-grace';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type Config } from './config';
import { createServer, type Server } from './server';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let config: Config;
let server: Server;
try {
  config = readConfig(process.env, apiRoot);
  server = await createServer(config);
} catch (error) {
  // A setting the API cannot run with: say which, without a stack trace burying it.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await server.app.listen({ host: config.host, port: config.port });

const url = config.settings.publicUrl;
const storage = config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const lines = [
  `Chameleon API (${config.mode} mode) listening on ${url} (storage: ${storage}; CORS for ${config.settings.siteOrigins.join(', ')})`,
  ...server.notices.map((notice) => `  - ${notice}`),
];
if (config.settings.devPages) {
  lines.push(
    `  Dev pages (this machine's loopback only, never through a proxy): ${url}/dev`,
    `    mailbox   ${url}/dev/mailbox`,
    `    bot       ${url}/dev/bot`,
    `    checkout  ${url}/dev/checkout/<payment id>`,
  );
}
lines.push(
  `  Reference: ${url}/docs  (OpenAPI: ${url}/openapi.json, the site's reading ${url}/openapi.site.json)`,
  `  Health:    ${url}/healthz  ${url}/readyz  ${url}/metrics`,
);
const bots = config.settings.integrations;
if (bots?.telegram) lines.push(`  Telegram webhook: POST ${url}/bots/telegram`);
if (bots?.vk) lines.push(`  VK callback:      POST ${url}/bots/vk`);
console.log(lines.join('\n'));

// SIGTERM/SIGINT: stop accepting, let requests in flight finish (readyz answers 503 meanwhile),
// then close the database; past SHUTDOWN_GRACE_MS the process exits anyway.
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  if (err !== undefined) server.app.log.error({ err }, 'stopping after an uncaught error');
  else server.app.log.info({ signal }, 'shutting down');
  await server.close();
});
