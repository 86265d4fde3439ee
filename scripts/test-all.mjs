#!/usr/bin/env node
// `pnpm test`: every check and every test runner, in order, with one closing line
// `N passed, N failed` that sums them all. A runner that crashes before reporting counts
// as one failure, so a broken runner can never look green.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromePath, testChromePath } from './lib/chromium.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = join(repo, '.artifacts');
mkdirSync(artifacts, { recursive: true });

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`);
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;
console.log(`Browser tests run in ${testChromePath}${testChromePath === chromePath ? ' (apt-get install -y chromium-headless-shell does the same work with less CPU)' : ''}.`);

const only = process.argv.slice(2).filter((arg) => arg !== '--');
const results = [];

function run(name, command, args, { env = {}, report } = {}) {
  if (only.length && !only.includes(name)) return;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = report?.();
  if (!counts) counts = child.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  else if (child.status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 }; // crashed after reporting
  results.push({ name, ...counts, seconds });
  console.log(`=== ${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`);
}

/**
 * Starts a step that needs no one's attention in the background, its output in
 * .artifacts/<name>.log; the returned function waits for it and records it like run().
 */
function runInBackground(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')} (in the background; output in .artifacts/${name}.log)`);
  const started = Date.now();
  const log = join(artifacts, `${name}.log`);
  const output = openSync(log, 'w');
  const child = spawn(command, args, { cwd: repo, stdio: ['ignore', output, output], env: process.env });
  closeSync(output);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return async () => {
    const code = await exited;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    if (code !== 0) console.log(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'));
    results.push({ name, ...counts, seconds });
    console.log(`=== ${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s, in the background)`);
  };
}

const readJson = (file) => {
  const path = join(artifacts, file);
  if (!existsSync(path)) return undefined;
  try { return JSON.parse(readFileSync(path, 'utf8')); } catch { return undefined; }
};
const fresh = (file) => rmSync(join(artifacts, file), { force: true });
const jestCounts = (file) => () => {
  const r = readJson(file);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0) };
};

// tsc and ESLint each keep one core busy: lint runs beside the type check.
const linted = !only.length || only.includes('lint') ? runInBackground('lint', 'pnpm', ['lint']) : undefined;
run('typecheck', 'pnpm', ['typecheck']);
await linted?.();
// docs/openapi*.json must be what the contract gives today.
run('openapi', 'pnpm', ['openapi', '--check']);

// The bench's own logic (how its targets are judged), under node's test runner: no build, no browser.
fresh('bench-report.tap');
run('bench-report', process.execPath, ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${join(artifacts, 'bench-report.tap')}`, 'bench/lib/'], {
  report: () => {
    const path = join(artifacts, 'bench-report.tap');
    if (!existsSync(path)) return undefined;
    const tap = readFileSync(path, 'utf8');
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? NaN);
    return Number.isNaN(count('pass')) ? undefined : { passed: count('pass'), failed: count('fail') };
  },
});

fresh('jest.json');
// Two workers: Jest's default on a 2-core machine is one (cores - 1), which leaves a core idle
// for the suite's longest step (about 210 s in one worker, 170-177 s in two, on these machines;
// three gave 151 s alone but 215 s inside a whole run).
// The API project runs against PostgreSQL when TEST_DATABASE_URL names one (.ci/run starts
// one), each test file in a schema of its own, else on embedded PGlite. CI runs it once, on
// PostgreSQL, the production engine: on PGlite the same suite takes about 130 s longer here.
// PGlite, which `pnpm start` uses, still serves the conformance run and the e2e suite below.
run('unit', 'pnpm', ['exec', 'jest', '--ci', '--maxWorkers', '2', '--json', '--outputFile', join(artifacts, 'jest.json')], { report: jestCounts('jest.json') });
if (!process.env.TEST_DATABASE_URL && !only.length) {
  console.log('\n(TEST_DATABASE_URL not set: the API suite ran on embedded PGlite only)');
}

// `pnpm conformance` against the reference API, started here on a free port over a fresh
// database with the demo account; each call of spec section 7 counts as one test.
if (!only.length || only.includes('conformance')) {
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'chameleon-conformance-'));
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repo, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  });
  const exited = new Promise((resolve) => api.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 180_000 && api.exitCode === null; waited += 500) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fresh('conformance.json');
  run('conformance', 'pnpm', ['conformance', base, '--login', 'demo', '--password', 'demo-password-1', '--json', join(artifacts, 'conformance.json')], {
    report: () => {
      const r = readJson('conformance.json');
      return r && { passed: r.passed, failed: r.failed };
    },
  });
  api.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

// The site build that e2e serves, when there is none yet, runs beside the two Storybook steps:
// their pages spend much of their time waiting on rendering (the story checks kept the CPU
// 69 % busy), so the build takes mostly idle time instead of 108 s of e2e's start.
const e2eRuns = existsSync(join(repo, 'e2e', 'playwright.config.ts')) && (!only.length || only.includes('e2e'));
const siteBuilt =
  e2eRuns && !existsSync(join(repo, 'site', 'public', 'index.html')) ? runInBackground('site-build', 'pnpm', ['--filter', '@chameleon/site', 'build']) : undefined;

fresh('storybook.json');
run('storybook', 'pnpm', ['test:storybook'], { report: () => readJson('storybook.json') });

fresh('visual.json');
// The Storybook step just built storybook-static; reuse it unless only this step runs.
const storybookBuilt = existsSync(join(repo, 'storybook-static', 'index.json')) && (!only.length || only.includes('storybook'));
run('visual', 'pnpm', ['test:visual', ...(storybookBuilt ? ['--no-build'] : [])], { report: () => readJson('visual.json') });

const playwrightCounts = (file) => () => {
  const r = readJson(file);
  return r?.stats && { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected };
};

await siteBuilt?.();
if (e2eRuns) {
  fresh('e2e.json');
  run('e2e', 'pnpm', ['--filter', '@chameleon/e2e', 'test'], { report: playwrightCounts('e2e.json') });
}

// The account journeys again, against a backend that speaks only spec section 7 (e2e/spec-backend).
if (existsSync(join(repo, 'e2e', 'playwright.spec-backend.config.ts'))) {
  fresh('e2e-spec.json');
  run('e2e-spec', 'pnpm', ['--filter', '@chameleon/e2e', 'test:spec-backend'], { report: playwrightCounts('e2e-spec.json') });
}

// Sizes are deterministic, so the budgets may fail the run; they read the build e2e served.
if (existsSync(join(repo, 'site', 'public', 'index.html'))) {
  fresh('size.json');
  run('size', 'pnpm', ['test:size'], { report: () => readJson('size.json') });
} else if (!only.length || only.includes('size')) {
  results.push({ name: 'size', passed: 0, failed: 1, seconds: '0.0' });
  console.log('\n=== size: no site build to measure (site/public is missing)');
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.name.padEnd(14)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
