// Shared by scripts/test-storybook.mjs and scripts/visual.mjs: build the static
// Storybook and serve it on a free local port for the duration of a run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const staticDir = join(root, 'storybook-static');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `storybook build` unless `--no-build` was given and a build exists. */
export async function buildStorybook(argv) {
  if (argv.includes('--no-build')) {
    if (!existsSync(join(staticDir, 'index.json'))) {
      throw new Error(`--no-build: ${staticDir} has no build; run \`pnpm build-storybook\` first.`);
    }
    return;
  }
  const started = Date.now();
  const code = await run(join(root, 'node_modules/.bin/storybook'), ['build', '-o', staticDir, '--quiet', '--disable-telemetry']);
  if (code !== 0) throw new Error(`storybook build failed (exit ${code})`);
  console.log(`storybook build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Serves the build on 127.0.0.1 and a port the OS picks. */
export async function serveStorybook() {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(staticDir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        // Vite's assets are content-hashed: caching them spares re-parsing per story visit.
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // A browser keeps connections alive; without this, close() waits for their timeout.
        server.closeAllConnections();
      }),
  };
}
