#!/usr/bin/env node
// `pnpm start`: builds the site when needed, runs the account API and the production-like
// static server side by side, and stops both together.
//
//   pnpm start                 demo mode: build site/public only if it is missing
//   pnpm start --build         rebuild the site first
//   pnpm start --production    production mode (see docs/deploy.md), also what NODE_ENV=production
//                              means: the API refuses to start without its secrets, SMTP and the
//                              site's https address
//   API_PORT=9000 SITE_PORT=9001 pnpm start
//   SITE_API_PROXY=http://127.0.0.1:9100 pnpm start
//                         proxy /api/ to that backend instead (no account API is started)
//
// Demo mode seeds the demo user, keeps the development pages (mailbox, bot, checkout) on the
// API's own loopback address, never behind the site's /api proxy, and every page says the
// data is demo data.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForHttp } from './lib/waitForHttp.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = path.join(repo, 'site');
const apiDir = path.join(repo, 'api');
const publicDir = path.resolve(siteDir, process.env.SITE_PUBLIC_DIR ?? 'public');
const apiPort = Number(process.env.API_PORT ?? 8787);
const sitePort = Number(process.env.SITE_PORT ?? 8000);
const host = '127.0.0.1';
// NODE_ENV=production on a host means production here too: a start that forgot the flag must
// meet the production refusals, not run the demo with its published password.
const mode = process.argv.includes('--production') || process.env.NODE_ENV === 'production' ? 'production' : 'demo';

/** pnpm itself: the copy that launched us when run through `pnpm start`, else the one on PATH. */
function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && path.basename(execPath).startsWith('pnpm')) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return ['pnpm', args];
}

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  // Prefix every line so interleaved output of the two servers stays readable.
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
  }
  return child;
}

function buildSite() {
  console.log('Building the site (pnpm --filter @chameleon/site build)…');
  const [command, args] = pnpmCommand(['--filter', '@chameleon/site', 'build']);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repo, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`site build failed (${signal ?? `exit code ${code}`})`))));
  });
}

function hasApiStartScript() {
  try {
    return typeof JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')).scripts?.start === 'string';
  } catch {
    return false;
  }
}

async function main() {
  if (process.argv.includes('--build') || !existsSync(path.join(publicDir, 'index.html'))) await buildSite();

  const children = [];
  let stopping = false;
  const stop = (signal, exitCode) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // Whatever is still running after a grace period is not going to stop by itself.
    const force = setTimeout(() => {
      for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      process.exit(exitCode);
    }, 5000);
    force.unref();
    Promise.all(children.map(({ exited }) => exited)).then(() => process.exit(exitCode));
  };
  const watch = (name, child) => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      stop('SIGTERM', code || 1);
    });
    child.on('error', (error) => {
      console.error(`${name} could not start: ${error.message}`);
      stop('SIGTERM', 1);
    });
    children.push({ name, child, exited });
    return child;
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal, 0));

  let api = null;
  const externalApi = process.env.SITE_API_PROXY;
  if (externalApi) {
    console.log(`/api/ goes to ${externalApi}: no account API is started.`);
  } else if (hasApiStartScript()) {
    const [command, args] = pnpmCommand(['--filter', '@chameleon/api', 'start']);
    // The browser reaches the API through the static server's /api/ proxy, one hop: the API
    // takes the client address from the last X-Forwarded-For entry, which the proxy writes.
    const siteOrigins = [`http://${host}:${sitePort}`, `http://localhost:${sitePort}`].join(',');
    const env = {
      ...process.env,
      CHAMELEON_MODE: mode,
      HOST: host,
      PORT: String(apiPort),
      TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? '1',
      // Production names its own https origins (the API refuses to start without them).
      SITE_ORIGIN: process.env.SITE_ORIGIN ?? (mode === 'demo' ? siteOrigins : ''),
    };
    api = watch('api', run('api', command, args, { env }));
  } else {
    console.warn('api/package.json has no "start" script yet: starting the static site only.');
  }

  const site = watch(
    'site',
    run('site', process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: siteDir,
      env: {
        ...process.env,
        SITE_PUBLIC_DIR: publicDir,
        SITE_PORT: String(sitePort),
        SITE_HOST: host,
        SITE_DEMO: mode === 'demo' ? '1' : '0',
        ...(api ? { SITE_API_PROXY: `http://${host}:${apiPort}` } : {}),
      },
    }),
  );

  try {
    await Promise.all([
      waitForHttp(`http://${host}:${sitePort}/`, site, 'the static site'),
      ...(api ? [waitForHttp(`http://${host}:${apiPort}/`, api, 'the API')] : []),
    ]);
  } catch (error) {
    console.error(error.message);
    stop('SIGTERM', 1);
    return;
  }

  console.log('');
  console.log(`  Mode: ${mode}`);
  console.log(`  Site: http://${host}:${sitePort}/   (the browser reaches the API through /api/)`);
  if (api) console.log(`  API:  http://${host}:${apiPort}/   (reference: http://${host}:${apiPort}/docs)`);
  if (externalApi) console.log(`  API:  ${externalApi} (external)`);
  else if (mode === 'demo') {
    if (api) console.log(`  Development pages (mailbox, bot, checkout): http://${host}:${apiPort}/dev   (this machine only)`);
    console.log('  Demo login: demo / demo-password-1');
  } else {
    console.log('  Production mode: no demo user, no development pages. Ready.');
  }
  console.log('  Ctrl-C stops both.');
  console.log('');
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
