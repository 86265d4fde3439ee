// "No theme flash, no layout shift when fonts, translations or the session load", checked in
// Chromium: what the static HTML shows before any bundle runs (all .js requests blocked) must
// look like the hydrated page: same theme colours for a stored light and the default dark
// theme, the same translated heading at the same place, no web fonts to swap in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { log } from './env.mjs';

function themeScriptNames(html) {
  return {
    key: /localStorage\.getItem\("([^"]+)"\)/.exec(html)?.[1] ?? null,
    attribute: /setAttribute\("([^"]+)"/.exec(html)?.[1] ?? null,
  };
}

async function snapshot(page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1');
    const rect = h1?.getBoundingClientRect();
    return {
      background: getComputedStyle(document.body).backgroundColor,
      color: getComputedStyle(document.body).color,
      h1: h1?.textContent?.trim() ?? null,
      h1Box: rect ? [Math.round(rect.x), Math.round(rect.y), Math.round(rect.width), Math.round(rect.height)].join(',') : null,
      fontFaces: document.fonts.size,
    };
  });
}

/** One page, one stored theme (null = none stored): before-JS and hydrated snapshots. */
async function comparePage(browser, url, theme, names) {
  const result = {};
  for (const phase of ['static', 'hydrated']) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
    if (theme && names.key) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [names.key, theme]);
    if (phase === 'static') await context.route(/\.js(\?|$)/, (route) => route.abort());
    // Anything the hydrated page takes out of <main> while loading was visible and went away
    // (a form swapped for a spinner and back is a flash even when the end state matches).
    else
      await context.addInitScript(() => {
        window.__removedFromMain = [];
        new MutationObserver((records) => {
          for (const record of records) {
            const inMain = record.target.nodeType === 1 && record.target.closest('main') !== null;
            for (const node of record.removedNodes) {
              const holdsMain = node.nodeType === 1 && (node.matches('main') || node.querySelector('main') !== null);
              if (node.nodeType === 1 && (inMain || holdsMain)) window.__removedFromMain.push(node.outerHTML.slice(0, 80));
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
    const page = await context.newPage();
    const fonts = [];
    page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
    await page.goto(url, { waitUntil: phase === 'static' ? 'load' : 'networkidle' });
    if (phase === 'hydrated') await page.waitForTimeout(300);
    result[phase] = { ...(await snapshot(page)), fontRequests: fonts.length };
    if (phase === 'hydrated') result.removedFromMain = await page.evaluate(() => window.__removedFromMain ?? []);
    await context.close();
  }
  const same = ['background', 'color', 'h1', 'h1Box'].every((key) => result.static[key] === result.hydrated[key]);
  return { url, theme: theme ?? 'default', same, fontRequests: result.hydrated.fontRequests, contentSwaps: result.removedFromMain.length, ...result };
}

export async function checkStability({ baseUrl, pages, publicDir }) {
  const html = readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  const names = themeScriptNames(html);
  const browser = await chromium.launch(chromiumLaunchOptions([], chromePath));
  const checks = [];
  try {
    for (const pagePath of pages) {
      for (const theme of [null, 'light']) {
        const check = await comparePage(browser, `${baseUrl}${pagePath}`, theme, names);
        log(
          `stability ${pagePath} (${check.theme} theme): ${check.same ? 'static HTML = hydrated page' : `DIFFERS ${JSON.stringify({ static: check.static, hydrated: check.hydrated })}`}` +
            (check.contentSwaps ? `; ${check.contentSwaps} element(s) left <main> while loading: ${check.removedFromMain.slice(0, 2).join(' | ')}` : ''),
        );
        checks.push(check);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    themeScript: names,
    noThemeFlash: checks.every((c) => c.static.background === c.hydrated.background && c.static.color === c.hydrated.color),
    noHydrationShift: checks.every((c) => c.static.h1 === c.hydrated.h1 && c.static.h1Box === c.hydrated.h1Box),
    noWebFonts: checks.every((c) => c.fontRequests === 0),
    noContentSwap: checks.every((c) => c.contentSwaps === 0),
    checks,
  };
}
