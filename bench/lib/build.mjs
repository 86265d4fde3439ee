// Timed production builds in a private copy of site/, so measuring cold builds never wipes the
// `site/public` and `.cache` other people are serving and testing from.
//
// <work>/site      the site's sources (copied each run), its own .cache and public
// <work>/ui, <work>/contract   snapshots of the workspace packages the site compiles
// <work>/locales   the message catalogue with `config.ts` narrowed to the languages built
//
// <work> is $BENCH_WORK_DIR or <tmp>/chameleon-bench: outside the repository, so linters and
// test runners never see the copied sources. Its layout mirrors the repository's, so the
// copy's `../locales` and `../../../locales/config` imports land on <work>/locales; its
// node_modules entries link to site/node_modules: the same installed Gatsby, React and plugins.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { log, repo } from './env.mjs';

export const workDir = path.resolve(process.env.BENCH_WORK_DIR ?? path.join(os.tmpdir(), 'chameleon-bench'));
export const workSite = path.join(workDir, 'site');
export const workPublic = path.join(workSite, 'public');
const workLocales = path.join(workDir, 'locales');
const siteDir = path.join(repo, 'site');
const localesDir = path.join(repo, 'locales');

const notSource = new Set(['node_modules', 'public', '.cache', '__screenshots__']);

/**
 * `from` (a workspace package) copied to `to`: its files fresh, its .cache/public kept, its
 * node_modules entries linked to the installed ones, except the workspace packages named in
 * `local` (linked to their own copies instead).
 */
function copyPackage(from, to, local = {}) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(to)) {
    if (!notSource.has(entry)) rmSync(path.join(to, entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(from)) {
    if (!notSource.has(entry)) cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
  const modules = path.join(to, 'node_modules');
  rmSync(modules, { recursive: true, force: true });
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(from, 'node_modules'))) {
    // .bin holds shell shims with relative paths; the build calls gatsby's cli.js directly.
    if (entry === '.bin' || entry === '.cache') continue;
    if (entry === '@chameleon') {
      mkdirSync(path.join(modules, entry));
      for (const name of readdirSync(path.join(from, 'node_modules', entry))) {
        const target = local[`@chameleon/${name}`] ?? path.join(from, 'node_modules', entry, name);
        symlinkSync(target, path.join(modules, entry, name));
      }
      continue;
    }
    symlinkSync(path.join(from, 'node_modules', entry), path.join(modules, entry));
  }
}

/**
 * Refreshes the copy from site/, ui/ and contract/ (the workspace packages the site compiles
 * from source), keeping the site copy's .cache and public. Every build of one bench run sees
 * the same snapshot, even while people edit the repository.
 */
export function syncSiteCopy() {
  const local = {};
  for (const name of ['ui', 'contract']) {
    copyPackage(path.join(repo, name), path.join(workDir, name));
    local[`@chameleon/${name}`] = path.join(workDir, name);
  }
  copyPackage(siteDir, workSite, local);
  // site/tsconfig.json extends ../tsconfig.json.
  rmSync(path.join(workDir, 'tsconfig.json'), { force: true });
  symlinkSync(path.join(repo, 'tsconfig.json'), path.join(workDir, 'tsconfig.json'));
}

/** The catalogue for a build of `languages` only (the first is the source language). */
export function writeLocales(languages) {
  rmSync(workLocales, { recursive: true, force: true });
  mkdirSync(workLocales);
  for (const entry of readdirSync(localesDir)) {
    if (entry === 'config.ts' || /^[a-z]{2}$/.test(entry)) continue;
    symlinkSync(path.join(localesDir, entry), path.join(workLocales, entry));
  }
  for (const language of languages) symlinkSync(path.join(localesDir, language), path.join(workLocales, language));
  const config = readFileSync(path.join(localesDir, 'config.ts'), 'utf8');
  const narrowed = config.replace(/export const languages = \[[^\]]*\] as const;/, `export const languages = ${JSON.stringify(languages)} as const;`);
  if (narrowed === config && languages.length !== 5) throw new Error('locales/config.ts: could not find `export const languages = [...] as const;`');
  writeFileSync(path.join(workLocales, 'config.ts'), narrowed);
}

export function cleanBuild(dir = workSite) {
  for (const entry of ['.cache', 'public']) rmSync(path.join(dir, entry), { recursive: true, force: true });
  rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
}

function gatsbyCli(dir) {
  return path.join(dir, 'node_modules', 'gatsby', 'cli.js');
}

/** The children's CPU time the shell's `times` printed last: `0m1.480000s 0m0.010000s`. */
function childCpuSeconds(output) {
  const lines = output.trim().split('\n');
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1) ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) * 60 + Number(match[4]) : null;
}

/**
 * Runs `gatsby build` in `dir`; resolves to `{ seconds, cpuSeconds }`: wall time, and the CPU
 * time of the build and all its workers (steadier than wall time on a shared machine).
 * Output goes to stderr only on failure.
 */
export function timedBuild(dir, label, timeoutMs = 15 * 60_000) {
  return new Promise((resolve, reject) => {
    log(`build: ${label}…`);
    const started = performance.now();
    // `times` reports the CPU time of every process the shell waited for, workers included.
    const child = spawn('sh', ['-c', '"$0" "$@"; status=$?; times >&2; exit $status', process.execPath, gatsbyCli(dir), 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) {
        const cpuSeconds = childCpuSeconds(output);
        log(`build: ${label} done in ${seconds.toFixed(1)} s (${cpuSeconds?.toFixed(1) ?? '?'} s CPU)`);
        resolve({ seconds, cpuSeconds });
      } else {
        process.stderr.write(output);
        reject(new Error(`gatsby build (${label}) failed: ${signal ?? `exit code ${code}`}`));
      }
    });
  });
}

export function hasBuild(dir) {
  return existsSync(path.join(dir, 'public', 'index.html'));
}
