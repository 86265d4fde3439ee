#!/usr/bin/env node
// Where a page's start-up main-thread time goes: a V8 CPU profile of a cold load at Lighthouse's
// mobile CPU slowdown (4x), its self time attributed through the build's source maps to the
// package each function came from (i18next, MobX, zod, react-dom, our code...), the top
// functions, and the page's long tasks (what Total Blocking Time counts: each task's time over
// 50 ms). Median of `--runs` loads (each figure on its own: a shared machine's bursts hit single
// runs), each in a fresh tab with a cleared cache.
//
//   node bench/cpu-profile.mjs [--runs 3] [--rate 4] [--wait 6000] [--public <dir>] [--json out.json] <url>
//     --wait     ms profiled after `load` (hydration, runtime configuration, the prefetch 1 s after start)
//     --public   the build the server serves (default site/public), for its source maps
//     --block    a regular expression: requests whose URL matches fail (what a page costs without them)
//     --sign-in  login:password — signs in through the site's API first (an account page, opened
//                with a session as a returning user does)
//     --until    a performance mark (e.g. data-painted): only the time before the page set it
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, repo } from './lib/env.mjs';
import { fileForUrl } from './lib/first-load.mjs';
import { sessionCookie } from './lib/journey.mjs';
import { launchChrome } from './lib/lighthouse.mjs';
import { familyOf, packageOf, sourceLocator } from './modules.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const rate = Number(option('--rate', '4'));
const wait = Number(option('--wait', '6000'));
const publicDir = path.resolve(repo, option('--public', 'site/public'));
const jsonOut = option('--json');
const block = option('--block');
const signIn = option('--sign-in');
const until = option('--until');
const url = argv.filter((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--')).at(-1);
if (!url) {
  console.error('usage: node bench/cpu-profile.mjs [--runs 3] [--rate 4] [--wait ms] [--public dir] [--json out] <url>');
  process.exit(2);
}

// Long tasks as the page sees them, from the start of the navigation.
const observeLongTasks = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

// A profile's clock is not the page's, so the page marks the moment in the profile itself: as
// the mark is set (in the same task), a function of a known name runs long enough to be sampled.
const stampMark = (name) => {
  const mark = performance.mark.bind(performance);
  performance.mark = (markName, options) => {
    const entry = mark(markName, options);
    if (markName === name) {
      const benchMarkStamp = () => {
        const end = performance.now() + 2;
        while (performance.now() < end);
      };
      benchMarkStamp();
    }
    return entry;
  };
};

async function profileOnce(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(observeLongTasks);
  if (until) await page.addInitScript(stampMark, until);
  if (block) await page.route(new RegExp(block), (route) => route.abort());
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Hydration, the runtime configuration and the idle prefetch happen after `load`.
  await page.waitForTimeout(wait);
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => window.__benchLongTasks);
  await page.close();
  return { profile, longTasks };
}

const locators = new Map();
function originOf(callFrame) {
  if (!callFrame.url) return { pkg: callFrame.functionName || '(native)', source: null };
  const file = fileForUrl(publicDir, new URL(callFrame.url).pathname);
  if (!file) return { pkg: new URL(callFrame.url).pathname, source: null };
  if (!locators.has(file)) {
    try {
      locators.set(file, sourceLocator(file));
    } catch {
      locators.set(file, () => null);
    }
  }
  const source = locators.get(file)(callFrame.lineNumber, callFrame.columnNumber);
  return { pkg: source ? packageOf(source) : `${path.basename(file)} (unmapped)`, source };
}

function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const stamped = until ? profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === 'benchMarkStamp') : -1;
  if (until && stamped < 0) throw new Error(`the page never set the mark ${until}`);
  const samples = stamped < 0 ? profile.samples : profile.samples.slice(0, stamped);
  samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + micros);
  });
  return [...self].map(([id, micros]) => ({ node: byId.get(id), ms: micros / 1000 }));
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);

const chrome = await launchChrome();
const perRun = { families: [], packages: [], functions: [] };
const taskRuns = [];
try {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  if (signIn) {
    const [login, password] = signIn.split(/:(.*)/s);
    const cookie = await sessionCookie({ baseUrl: new URL(url).origin, login, password });
    await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
  }
  for (let run = 0; run < runs; run += 1) {
    const { profile, longTasks } = await profileOnce(context);
    taskRuns.push(longTasks);
    const families = new Map();
    const packages = new Map();
    const functions = new Map();
    perRun.families.push(families);
    perRun.packages.push(packages);
    perRun.functions.push(functions);
    for (const { node, ms } of selfTimes(profile)) {
      const { functionName, url: frameUrl } = node.callFrame;
      if (functionName === '(idle)') continue;
      const { pkg, source } = originOf(node.callFrame);
      const family = frameUrl ? familyOf(pkg) : functionName || '(native)';
      add(families, family, ms);
      add(packages, pkg, ms);
      const where = source ? source.replace(/^webpack:\/\/(@[^/]+\/)?[^/]+\//, '').replace(/.*node_modules\//, '') : pkg;
      add(functions, `${functionName || '(anonymous)'}  ${where}`, ms);
    }
  }
  await browser.close();
} finally {
  await chrome.kill();
}

/** Each name's median over the runs (0 in a run where it did not show), largest first. */
function medians(maps, count) {
  const names = new Set(maps.flatMap((map) => [...map.keys()]));
  return [...names]
    .map((name) => ({ name, ms: Math.round(median(maps.map((map) => map.get(name) ?? 0)) * 10) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}
const taskSummary = taskRuns.map((tasks) => ({
  count: tasks.length,
  longestMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
  blockingMs: Math.round(tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
}));
const result = {
  url,
  runs,
  cpuSlowdown: rate,
  families: medians(perRun.families, 20),
  packages: medians(perRun.packages, 25),
  functions: medians(perRun.functions, 25),
  longTasks: taskSummary,
};
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);

const line = ({ name, ms }) => `${ms.toFixed(1).padStart(8)} ms  ${name}`;
console.log(`${url}: self time at ${rate}x CPU slowdown, median of ${runs} cold load(s), ${until ? `until the mark ${until}` : `to ${wait / 1000} s after load`}`);
console.log('\nBy family:');
result.families.forEach((f) => console.log(line(f)));
console.log('\nBy package:');
result.packages.forEach((p) => console.log(line(p)));
console.log('\nTop functions (self time):');
result.functions.forEach((f) => console.log(line(f)));
console.log('\nLong tasks per run (count, longest, time over 50 ms):');
taskSummary.forEach((t, i) => console.log(`  run ${i + 1}: ${t.count} task(s), longest ${t.longestMs} ms, blocking ${t.blockingMs} ms`));
