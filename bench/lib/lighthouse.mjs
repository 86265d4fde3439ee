// Lighthouse (library) in Debian Chromium: mobile preset (Lighthouse's default: Moto G
// Power-class device, simulated slow 4G and 4x CPU slowdown), one browser per locale (in that
// locale's language), a fresh tab and cleared cache per run. Figures are the per-metric median of the runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromePath, chromiumArgs } from '../../scripts/lib/chromium.mjs';
import { log, median } from './env.mjs';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * `language`: the browser's UI and Accept-Language, as a visitor of that locale has them (the
 * bare root sends a browser whose language is not Russian to its own locale before painting).
 */
export async function launchChrome({ language } = {}) {
  const languageFlags = language ? [`--lang=${language}`, `--accept-lang=${language}`] : [];
  return chromeLauncher.launch({
    chromePath,
    // Chromium's `--headless` is the new headless mode (what `--headless=new` asked for before 132).
    chromeFlags: [...chromiumArgs, '--disable-dev-shm-usage', ...languageFlags],
    logLevel: 'silent',
  });
}

/**
 * Before every run: no cookies left from an earlier run (a session cookie would send the
 * sign-in page to the profile). For a run that needs a session: its cookie, and an emptied
 * HTTP cache (Lighthouse's own storage reset would delete the cookie, so it is off for these).
 */
async function prepareBrowser(port, { url, cookie }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    if (!cookie) return;
    await context.addCookies([{ ...cookie, url: new URL(url).origin }]);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

function lcpNode(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  return node ? node.selector ?? node.snippet ?? null : null;
}

/** The elements that moved, from the layout-shifts audit: `selector (score)`. */
function shifts(lhr) {
  return (lhr.audits['layout-shifts']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${Number(item.score ?? 0).toFixed(3)})`);
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? null])),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    scriptTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .filter((a) => lhr.categories.accessibility.auditRefs.concat(lhr.categories['best-practices'].auditRefs, lhr.categories.seo.auditRefs).some((ref) => ref.id === a.id))
      .map((a) => a.id),
    lcpElement: lcpNode(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    shifts: shifts(lhr),
  };
}

/** `runs` Lighthouse runs of `url`; `session` ({ cookie }) for pages behind sign-in. */
export async function measureUrl(chrome, url, { runs, session, label = url }) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    await prepareBrowser(chrome.port, { url, cookie: session?.cookie });
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(session) };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const summary = summarize(result.lhr);
    // BENCH_LHR_DIR=dir keeps every full Lighthouse report, for digging into a figure.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, `${label.replace(/[^\w-]+/g, '_')}-${run}.json`), JSON.stringify(result.lhr));
    }
    log(
      `lighthouse ${label} run ${run}/${runs}: perf ${summary.scores.performance} a11y ${summary.scores.accessibility} ` +
        `bp ${summary.scores['best-practices']} seo ${summary.scores.seo} LCP ${Math.round(summary.lcp)} ms TBT ${Math.round(summary.tbt)} ms CLS ${summary.cls?.toFixed(3)}` +
        (summary.runtimeError ? ` ERROR ${summary.runtimeError}` : ''),
    );
    results.push(summary);
  }
  return {
    runs: results.length,
    scores: Object.fromEntries(categories.map((id) => [id, median(results.map((r) => r.scores[id]))])),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    fcp: median(results.map((r) => r.fcp)),
    scriptTransfer: median(results.map((r) => r.scriptTransfer)),
    finalUrl: results.at(-1)?.finalUrl,
    failedAudits: [...new Set(results.flatMap((r) => r.failed))],
    lcpElement: results.at(-1)?.lcpElement ?? null,
    shifts: results.at(-1)?.shifts ?? [],
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
  };
}
