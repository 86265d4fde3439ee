#!/usr/bin/env node
// What each long task of a page's start-up ran: a Chromium trace of cold loads at Lighthouse's
// mobile CPU slowdown (4x), each main-thread task over 50 ms (what Total Blocking Time counts,
// from the first contentful paint on) with the script evaluations, function calls, parsing and
// layout inside it. cpu-profile.mjs says which packages the time went to; this says in which
// task, so a split can be aimed (a chunk's evaluation, a render, a layout).
//
// `--rate 1 --over 12.5` lists what Lighthouse's simulated TBT counts instead: it takes the tasks
// of an unthrottled load and multiplies them by 4, so every task over 12.5 ms there blocks.
//
//   node bench/long-tasks.mjs [--runs 3] [--rate 4] [--over 50] [--wait 5000] [--sign-in login:password] <url>
import { chromium } from 'playwright-core';
import { chromePath, chromiumArgs } from '../scripts/lib/chromium.mjs';
import { sessionCookie } from './lib/journey.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const rate = Number(option('--rate', '4'));
const over = Number(option('--over', '50'));
const wait = Number(option('--wait', '5000'));
const signIn = option('--sign-in');
const url = argv.filter((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--')).at(-1);
if (!url) {
  console.error('usage: node bench/long-tasks.mjs [--runs 3] [--rate 4] [--over 50] [--wait ms] [--sign-in login:password] <url>');
  process.exit(2);
}

// What a task's inside is named by: the trace events that say which code or which browser work ran.
const telling = new Set(['EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks']);
const ms = (micros) => Math.round(micros / 1000);

function describe(event) {
  const data = event.args?.data ?? {};
  const where = data.url ? ` ${new URL(data.url, url).pathname.slice(0, 60)}` : '';
  const what = data.functionName ? ` ${data.functionName}` : data.type ? ` ${data.type}` : '';
  return `${event.name}${where}${what} ${ms(event.dur)}`;
}

async function traceOnce(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(wait);
  await cdp.send('Tracing.end');
  await complete;
  await page.close();
  return events;
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (signIn) {
    const [login, password] = signIn.split(/:(.*)/s);
    const cookie = await sessionCookie({ baseUrl: new URL(url).origin, login, password });
    await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
  }
  console.log(`${url}: main-thread tasks over ${over} ms at ${rate}x CPU slowdown, cold loads (ms from navigation start)`);
  for (let run = 1; run <= runs; run += 1) {
    const events = await traceOnce(context);
    const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    if (!start || !fcp) throw new Error(`run ${run}: no navigation start or first contentful paint in the trace`);
    const onMain = (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X';
    const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.dur > over * 1000);
    const blocking = tasks.filter((t) => t.ts >= fcp.ts).reduce((sum, t) => sum + t.dur / 1000 - over, 0);
    console.log(`\nrun ${run}: first contentful paint at ${ms(fcp.ts - start.ts)} ms; time over ${over} ms after it: ${Math.round(blocking)} ms`);
    for (const task of tasks) {
      const inside = events.filter((e) => onMain(e) && e !== task && telling.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > Math.min(3, over / 4) * 1000);
      const when = task.ts < fcp.ts ? ' (before the paint)' : '';
      console.log(`  at ${ms(task.ts - start.ts)} ms, ${ms(task.dur)} ms${when}: ${inside.slice(0, 6).map(describe).join(' | ') || '(nothing named)'}`);
    }
  }
} finally {
  await browser.close();
}
