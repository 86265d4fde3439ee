#!/usr/bin/env node
// Publishes the Storybook to Chromatic (hosted visual review, one snapshot per theme
// mode from .storybook/modes.ts). Needs Chromatic's cloud and a project token, so CI
// never runs it; the offline check is `pnpm test:visual`.
// Usage: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic [extra chromatic CLI options]
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const token = process.env.CHROMATIC_PROJECT_TOKEN;
const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 15 * 60_000);

if (!token) {
  console.log(`chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.
  1. Create a project at https://www.chromatic.com/start and copy its project token
     (Manage > Configure).
  2. Run: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic
     Keep the token out of the repository (a shell profile or a secret store).`);
  process.exit(0);
}

// The CLI reads the token from the environment; keeping it off the command line keeps
// it out of process listings and logs.
const args = ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', ...process.argv.slice(2)];
console.log(`chromatic: pnpm ${args.join(' ')} (timeout ${Math.round(timeoutMs / 1000)} s)`);
const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit', detached: true });

let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`chromatic: no result after ${Math.round(timeoutMs / 1000)} s; stopping it.`);
  // The CLI runs the Storybook build as its own child: stop the whole process group.
  process.kill(-child.pid, 'SIGTERM');
  setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000).unref();
}, timeoutMs);

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`chromatic: could not start the CLI: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearTimeout(timer);
  process.exit(timedOut ? 124 : (code ?? (signal ? 1 : 0)));
});
