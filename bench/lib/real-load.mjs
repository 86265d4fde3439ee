// Real loads at Lighthouse's mobile throttling, applied to the browser (not simulated): 4x CPU,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. Each load opens one URL in a fresh tab with
// an emptied HTTP cache and a V8 CPU profile running, and gives:
// - dataPainted: when the page set the "data painted" mark (null when a page that should set it
//   did not within the timeout);
// - scriptMs: start-up main-thread work, the self time of the page's own scripts in the
//   profile (every http(s) script, inline ones included; not the browser's parsing, layout, GC),
//   from navigation to 3 s after `load` and after the mark;
// - fcp: first contentful paint.
// The targets are loaded interleaved: round after round, each round in a rotated order, so a
// slow spell of this shared machine hits every target alike.
import { chromium } from 'playwright-core';
import { log, median } from './env.mjs';
import { launchChrome } from './lighthouse.mjs';

export const mobileThrottling = { cpuSlowdown: 4, roundTripMs: 150, downloadKbps: 1638.4, uploadKbps: 750 };
export const settleMs = 3000;
const timeoutMs = 30_000;

/** Self time (ms) of the functions whose script came over http(s): the page's own code. */
export function scriptSelfTime(profile) {
  const fromPage = new Set(profile.nodes.filter((node) => /^https?:/.test(node.callFrame.url)).map((node) => node.id));
  let micros = 0;
  profile.samples.forEach((id, index) => {
    if (fromPage.has(id)) micros += profile.timeDeltas[index + 1] ?? 0;
  });
  return micros / 1000;
}

/** `{ median, min, max }` of the numbers in `values` (null when there are none). */
export function spread(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return null;
  return { median: median(numbers), min: Math.min(...numbers), max: Math.max(...numbers), count: numbers.length };
}

function markTime(page, name) {
  return page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise((resolve) => {
        const seen = () => performance.getEntriesByName(name, 'mark')[0]?.startTime;
        if (seen() !== undefined) return resolve(seen());
        const observer = new PerformanceObserver(() => {
          if (seen() === undefined) return;
          observer.disconnect();
          resolve(seen());
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => resolve(null), timeoutMs);
      }),
    { name, timeoutMs },
  );
}

async function loadOnce(context, target, { mark, cookie }) {
  await context.clearCookies();
  if (target.session) await context.addCookies([{ ...cookie, url: new URL(target.url).origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileThrottling.roundTripMs,
      downloadThroughput: (mobileThrottling.downloadKbps * 1024) / 8,
      uploadThroughput: (mobileThrottling.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileThrottling.cpuSlowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.goto(target.url, { waitUntil: 'load', timeout: timeoutMs });
    const dataPainted = target.dataMark ? await markTime(page, mark) : null;
    await page.waitForTimeout(settleMs);
    const { profile } = await cdp.send('Profiler.stop');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    return { dataPainted, fcp, scriptMs: scriptSelfTime(profile), finalPath: new URL(page.url()).pathname };
  } catch (error) {
    return { dataPainted: null, fcp: null, scriptMs: null, error: error.message.split('\n')[0] };
  } finally {
    await page.close().catch(() => {});
  }
}

/**
 * `runs` interleaved rounds over `targets` (`{ id, url, session?, dataMark? }`) in a browser set
 * to `language`. Resolves to `{ [id]: { samples, dataPainted, scriptMs, fcp } }`: samples in
 * round order (so two targets' n-th samples come from the same round), the others `spread`s.
 */
export async function measureRealLoads({ targets, runs, language, mark, cookie }) {
  const chrome = await launchChrome({ language });
  const samples = Object.fromEntries(targets.map((target) => [target.id, []]));
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    for (let round = 0; round < runs; round += 1) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const target of order) {
        const sample = await loadOnce(context, target, { mark, cookie });
        samples[target.id].push(sample);
        const figure = (value) => (typeof value === 'number' ? Math.round(value) : '–');
        log(
          `real load ${target.id} ${language} round ${round + 1}/${runs}: data painted ${figure(sample.dataPainted)} ms, script ${figure(sample.scriptMs)} ms, FCP ${figure(sample.fcp)} ms` +
            (sample.error ? ` ERROR ${sample.error}` : ''),
        );
      }
    }
    await browser.close();
  } finally {
    await chrome.kill();
  }
  return Object.fromEntries(
    Object.entries(samples).map(([id, list]) => [
      id,
      {
        samples: list,
        dataPainted: spread(list.map((s) => s.dataPainted)),
        scriptMs: spread(list.map((s) => s.scriptMs)),
        fcp: spread(list.map((s) => s.fcp)),
      },
    ]),
  );
}
