#!/usr/bin/env node
// Runs every story through @storybook/test-runner in Debian Chromium: renders it, runs
// its play function, and checks it with axe in each theme (.storybook/test-runner.ts).
// Usage: pnpm test:storybook [--no-build] [test-storybook options] [story file patterns]
//   e.g. pnpm test:storybook --no-build components-button
// Writes Jest's JSON results to .artifacts/storybook.json.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorybook, root, run, serveStorybook } from '../.storybook/static.mjs';

const argv = process.argv.slice(2);

// test-storybook declares --outputFile as a flag and appends positional arguments (test
// file patterns) after all flags, so Jest pairs --outputFile with the first positional.
// Split the caller's arguments so that the output file is that first positional.
const takesValue = new Set(['--maxWorkers', '--testTimeout', '--shard', '--includeTags', '--excludeTags', '--skipTags', '--browsers']);
const options = [];
const patterns = [];
for (const [i, arg] of argv.entries()) {
  if (arg === '--no-build') continue;
  if (arg.startsWith('-') || takesValue.has(argv[i - 1] ?? '')) options.push(arg);
  else patterns.push(arg);
}
const artifacts = join(root, '.artifacts');
const outputFile = join(artifacts, 'storybook.json');

async function main() {
  const started = Date.now();
  await buildStorybook(argv);
  mkdirSync(artifacts, { recursive: true });
  const server = await serveStorybook();
  let code;
  try {
    code = await run(
      join(root, 'node_modules/.bin/test-storybook'),
      [
        '--url', server.url,
        '--index-json',
        '--config-dir', '.storybook',
        '--maxWorkers', process.env.STORYBOOK_TEST_WORKERS ?? '2',
        ...options,
        '--json',
        '--outputFile',
        outputFile,
        ...patterns,
      ],
      { env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
    );
  } finally {
    await server.close();
  }
  console.log(`test-storybook: exit ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s; results in ${outputFile}`);
  process.exit(code);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
