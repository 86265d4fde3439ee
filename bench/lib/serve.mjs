// Serving the measured builds exactly as `pnpm start` does (scripts/start.mjs: the static
// server of site/server with compression, cache and security headers, plus the API behind
// /api/), on ports of their own so a developer's `pnpm start` on 8000/8787 keeps running.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitForHttp } from '../../scripts/lib/waitForHttp.mjs';
import { log, repo } from './env.mjs';

function spawnServer(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-8000)));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // start.mjs stops its API and static server itself on SIGTERM.
      child.kill('SIGTERM');
      setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 8000).unref();
    });
  return { name, child, stop, output: () => output };
}

/** `node scripts/start.mjs` over `publicDir`: the site on `sitePort`, the API on `apiPort`. */
export async function startSite({ publicDir, sitePort, apiPort, dataDir }) {
  const server = spawnServer('site+api', [path.join(repo, 'scripts', 'start.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      SITE_PUBLIC_DIR: publicDir,
      SITE_PORT: String(sitePort),
      API_PORT: String(apiPort),
      // A database of its own (seeded with the demo user), and no sign-in rate limit in the way
      // of repeated measurements.
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '100000',
      SITE_ORIGIN: `http://127.0.0.1:${sitePort},http://localhost:${sitePort}`,
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${sitePort}/`, server.child, 'the static site');
    await waitForHttp(`http://127.0.0.1:${apiPort}/`, server.child, 'the API');
  } catch (error) {
    process.stderr.write(server.output());
    await server.stop();
    throw error;
  }
  log(`serving ${publicDir} at http://127.0.0.1:${sitePort}/ (API on ${apiPort})`);
  return server;
}

/** The same static server alone, for a reference build; `apiProxy`: where its /api/ goes. */
export async function startStatic({ publicDir, port, apiProxy }) {
  const server = spawnServer('static', ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.join(repo, 'site'),
    env: {
      ...process.env,
      SITE_PUBLIC_DIR: publicDir,
      SITE_PORT: String(port),
      SITE_HOST: '127.0.0.1',
      ...(apiProxy ? { SITE_API_PROXY: apiProxy } : {}),
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, server.child, `the static server for ${publicDir}`, 60_000);
  } catch (error) {
    process.stderr.write(server.output());
    await server.stop();
    throw error;
  }
  log(`serving ${publicDir} at http://127.0.0.1:${port}/`);
  return server;
}
