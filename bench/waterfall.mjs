#!/usr/bin/env node
// One cold load's network waterfall and marks at the real loads' throttling (bench/lib/real-load.mjs):
// when each request left, got its first byte and finished, at what priority, and when FCP and
// the data-painted mark came, and the bytes received before that mark, so a page's critical
// path can be read. Serves a build with the API as `pnpm start` does, signed in as the demo user.
// Pages are loaded interleaved, a round of all per run; it ends with each page's data painted as
// median [min-max].
//
//   node bench/waterfall.mjs [--public site/public] [--runs 3] <page>...   (e.g. /en/profile/)
//     ref:/en/    the data reference (bench/reference-gatsby-data)
//     stack:/en/  the data reference with the stack's client libraries (bench/reference-gatsby-stack)
//
// Env: CHROME_PATH, BENCH_PORT (default 8500: site, +1 API, +2 and +3 the references).
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, repo } from './lib/env.mjs';
import { sessionCookie } from './lib/journey.mjs';
import { launchChrome } from './lib/lighthouse.mjs';
import { mobileThrottling } from './lib/real-load.mjs';
import { startSite, startStatic } from './lib/serve.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const pages = [...new Set(argv.filter((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--')))];
const publicDir = path.resolve(option('--public', path.join(repo, 'site', 'public')));
const runs = Number(option('--runs', 1));
const port = Number(process.env.BENCH_PORT ?? 8500);

const references = { ref: 'reference-gatsby-data', stack: 'reference-gatsby-stack' };
const referencePort = (prefix) => port + 2 + Object.keys(references).indexOf(prefix);
const used = Object.entries(references).filter(([prefix]) => pages.some((p) => p.startsWith(`${prefix}:`)));
for (const [, dir] of used) {
  if (!existsSync(path.join(repo, 'bench', dir, 'public', 'index.html'))) {
    console.error(`bench/${dir} is not built: pnpm --filter ./bench/${dir} build`);
    process.exit(2);
  }
}
const server = await startSite({ publicDir, sitePort: port, apiPort: port + 1, dataDir: mkdtempSync(path.join(os.tmpdir(), 'chameleon-wf-')) });
const servers = [];
for (const [prefix, dir] of used) {
  servers.push(await startStatic({ publicDir: path.join(repo, 'bench', dir, 'public'), port: referencePort(prefix), apiProxy: `http://127.0.0.1:${port + 1}` }));
}
const chrome = await launchChrome({ language: 'en' });
try {
  const origin = `http://127.0.0.1:${port}`;
  const cookie = await sessionCookie({ baseUrl: origin, login: 'demo', password: 'demo-password-1' });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const paintedAt = new Map(pages.map((p) => [p, []]));
  // Interleaved, a round of every page per run, so a burst on the shared machine hits all alike.
  for (let run = 0; run < runs; run += 1) {
    for (const pagePath of pages) {
      await context.clearCookies();
      await context.addCookies([{ ...cookie, url: origin }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const requests = new Map();
      let start;
      cdp.on('Network.requestWillBeSent', (e) => {
        start ??= e.timestamp;
        requests.set(e.requestId, { url: e.request.url.replace(origin, ''), sent: e.timestamp, priority: e.request.initialPriority });
      });
      cdp.on('Network.responseReceived', (e) => requests.get(e.requestId) && (requests.get(e.requestId).first = e.timestamp));
      cdp.on('Network.loadingFinished', (e) => requests.get(e.requestId) && Object.assign(requests.get(e.requestId), { done: e.timestamp, bytes: e.encodedDataLength }));
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: mobileThrottling.roundTripMs, downloadThroughput: (mobileThrottling.downloadKbps * 1024) / 8, uploadThroughput: (mobileThrottling.uploadKbps * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileThrottling.cpuSlowdown });
      const [prefix, rest] = pagePath.split(/:(.*)/s);
      const url = prefix in references ? `http://127.0.0.1:${referencePort(prefix)}${rest}` : `${origin}${pagePath}`;
      await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const marks = await page.evaluate(() => [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('paint')].map((m) => [m.name, Math.round(m.startTime)]));
      console.log(`\n${pagePath} run ${run + 1}: ${marks.map(([n, t]) => `${n} ${t}`).join(', ')}`);
      const ms = (t) => (t === undefined ? '   –' : String(Math.round((t - start) * 1000)).padStart(5));
      for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent)) console.log(`${ms(r.sent)} ${ms(r.first)} ${ms(r.done)} ${String(r.bytes ?? '').padStart(7)} ${r.priority.padEnd(8)} ${r.url.replace(/^http:\/\/127.0.0.1:\d+/, '').slice(0, 90)}`);
      // What had to come down the throttled line before the data showed: the part of the gap to
      // the data reference that no request order can win back.
      const painted = marks.find(([name]) => name === 'data-painted')?.[1];
      if (painted !== undefined) {
        paintedAt.get(pagePath).push(painted);
        const before = [...requests.values()].filter((r) => r.done !== undefined && (r.done - start) * 1000 <= painted);
        const kb = (list) => (list.reduce((sum, r) => sum + (r.bytes ?? 0), 0) / 1024).toFixed(1);
        console.log(`before data painted: ${kb(before)} KB in ${before.length} requests, ${kb(before.filter((r) => r.url.endsWith('.js')))} KB of it scripts`);
      }
      await page.close();
    }
  }
  console.log('\ndata painted, median [min-max] ms:');
  for (const [pagePath, times] of paintedAt) {
    if (times.length > 0) console.log(`  ${pagePath.padEnd(34)} ${Math.round(median(times))} [${Math.min(...times)}-${Math.max(...times)}] (${times.length} loads)`);
  }
  await browser.close();
} finally {
  await chrome.kill();
  await server.stop();
  await Promise.all(servers.map((s) => s.stop()));
}
