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
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
