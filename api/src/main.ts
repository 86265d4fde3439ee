import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { createServer } from './server';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = readConfig(process.env, apiRoot);
const server = await createServer(config);
await server.app.listen({ host: config.host, port: config.port });

const url = config.settings.publicUrl;
const storage = config.databaseUrl === null ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const lines = [
  `Chameleon API listening on ${url} (storage: ${storage}; CORS for ${config.settings.siteOrigins.join(', ')})`,
  ...server.notices.map((notice) => `  - ${notice}`),
];
if (config.settings.devPages) {
  lines.push(
    `  Dev pages: ${url}/dev`,
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
