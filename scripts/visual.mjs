#!/usr/bin/env node
// Offline visual regression: screenshots every story of the static Storybook in each
// theme with Debian Chromium and compares them with the committed baselines in
// ui/__screenshots__/<platform>/<story id>--<theme>.png.
// Usage: pnpm test:visual [--no-build] [id fragment...]          compare; exit 1 on any change
//        pnpm test:visual:update [--no-build] [id fragment...]   rewrite the baselines
// Stories tagged `responsive` (layouts that depend on their width) are shot in each theme
// at 320 and 1280 px, in ru and de (<id>--<theme>-<width>-<locale>.png): the same grid as
// their Chromatic modes in .storybook/modes.ts. The site's pages (tag `page`) are shot in each theme
// at 320 and 1280 px in the toolbar's language (<id>--<theme>-<width>.png).
// A story may allow a few differing pixels with `parameters: { visual: { maxDiffPixels } }`
// (say why beside it); every other shot must match exactly.
// Writes .artifacts/visual.json ({ passed, failed, failures }) and, per failure,
// <id>--<theme>.{actual,expected,diff}.png under .artifacts/visual/.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { inPages, recordStoryErrors, showStory, storySettings } from '../.storybook/browse.mjs';
import { buildStorybook, root, serveStorybook } from '../.storybook/static.mjs';
import { defaultViewport } from '../.storybook/viewport.mjs';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
// Optional story id fragments, e.g. `components-button`: only matching stories run.
const filters = argv.filter((arg) => !arg.startsWith('--'));
const themes = ['dark', 'light'];
const responsiveWidths = [320, 1280];
const responsiveLocales = ['ru', 'de'];
const baselineDir = join(root, 'ui/__screenshots__', process.platform);
const artifacts = join(root, '.artifacts');
const diffDir = join(artifacts, 'visual');
const workers = Number(process.env.VISUAL_WORKERS ?? 3);
// pixelmatch's per-pixel colour distance (0..1); anti-aliased pixels are ignored. On one
// machine kind renders are pixel-identical, so any pixel beyond this is a real change.
const threshold = 0.1;
const maxDiffPixels = Number(process.env.VISUAL_MAX_DIFF_PIXELS ?? 0);

const relativePath = (file) => relative(root, file);

/**
 * The area worth comparing: every painted element of the story root and of portals in
 * <body> (dialogs, toasts), plus a margin for focus rings and shadows.
 */
function storyBounds() {
  const margin = 16;
  // Measure what the screenshot will show: playwright finishes running animations before it
  // shoots, so a dialog caught mid-entry (scaled down) would otherwise be cropped.
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      // an infinite animation (a spinner) cannot finish; the shot cancels it the same way
    }
  }
  // A modal dialog covers the whole page (its overlay): the shot is the viewport, which also
  // keeps a fixed, centred dialog from being measured against a page that scrolls.
  if (document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"]')) {
    return { x: 0, y: 0, width: innerWidth, height: innerHeight };
  }
  const roots = [...document.body.children].filter(
    (el) => el.id === 'storybook-root' || !(el.id.startsWith('storybook-') || [...el.classList].some((c) => c.startsWith('sb-')) || ['SCRIPT', 'STYLE'].includes(el.tagName)),
  );
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const el of roots.flatMap((r) => [...r.querySelectorAll('*')])) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    left = Math.min(left, rect.left + scrollX);
    top = Math.min(top, rect.top + scrollY);
    right = Math.max(right, rect.right + scrollX);
    bottom = Math.max(bottom, rect.bottom + scrollY);
  }
  const width = document.documentElement.scrollWidth;
  const height = document.documentElement.scrollHeight;
  // Nothing painted: a small patch of page background still records that fact.
  if (left === Infinity) return { x: 0, y: 0, width: 2 * margin, height: 2 * margin };
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  return { x, y, width: Math.min(width, Math.ceil(right + margin)) - x, height: Math.min(height, Math.ceil(bottom + margin)) - y };
}

/** Shoots one story (see .storybook/browse.mjs for how a page moves between stories). */
async function screenshot(page, baseUrl, id, theme, viewport, locale) {
  await showStory(page, baseUrl, id, `theme:${theme};motion:off;a11y.manual:!true${locale ? `;locale:${locale}` : ''}`, viewport);
  return settledShot(page);
}

/**
 * Right after a viewport change Chromium can hand back a frame with stale parts (a strip of
 * the previous layout). A shot counts once two in a row agree, a few tries at most.
 */
async function settledShot(page) {
  let previous;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const clip = await page.evaluate(storyBounds);
    const shot = await page.screenshot({ clip, fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
    if (previous !== undefined && shot.equals(previous)) return shot;
    previous = shot;
  }
  return previous;
}

function compare(actual, baselineFile, name, allowedPixels = maxDiffPixels) {
  if (!existsSync(baselineFile)) {
    return `no baseline ${relativePath(baselineFile)}; run \`pnpm test:visual:update\` to create it`;
  }
  const expectedPng = PNG.sync.read(readFileSync(baselineFile));
  const actualPng = PNG.sync.read(actual);
  const save = (suffix, data) => writeFileSync(join(diffDir, `${name}.${suffix}.png`), data);
  if (expectedPng.width !== actualPng.width || expectedPng.height !== actualPng.height) {
    save('actual', actual);
    save('expected', readFileSync(baselineFile));
    return `size changed from ${expectedPng.width}x${expectedPng.height} to ${actualPng.width}x${actualPng.height}`;
  }
  const { width, height } = actualPng;
  const diff = new PNG({ width, height });
  const changed = pixelmatch(expectedPng.data, actualPng.data, diff.data, width, height, { threshold });
  if (changed <= allowedPixels) return null;
  save('actual', actual);
  save('expected', readFileSync(baselineFile));
  save('diff', PNG.sync.write(diff));
  return `${changed} pixels differ (see ${relativePath(join(diffDir, `${name}.diff.png`))})`;
}

async function main() {
  const started = Date.now();
  await buildStorybook(argv);
  const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8'));
  const entries = Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    // Interaction stories end mid-gesture (focus rings, pressed states); the story checks play
    // them, and the baselines show components at rest.
    // A playground is the component's first state with live controls: the same pixels.
    .filter((entry) => !(entry.tags ?? []).some((tag) => tag === 'interaction' || tag === 'playground'))
    .filter((entry) => filters.length === 0 || filters.some((fragment) => entry.id.includes(fragment)))
    .sort((a, b) => a.id.localeCompare(b.id));
  const ids = entries.map((entry) => entry.id);
  const jobs = entries.flatMap(({ id, tags = [] }) =>
    tags.includes('responsive')
      ? themes.flatMap((theme) =>
          responsiveWidths.flatMap((width) =>
            responsiveLocales.map((locale) => ({ id, theme, width, locale, name: `${id}--${theme}-${width}-${locale}` })),
          ),
        )
      : tags.includes('page')
        ? themes.flatMap((theme) => responsiveWidths.map((width) => ({ id, theme, width, name: `${id}--${theme}-${width}` })))
        : themes.map((theme) => ({ id, theme, name: `${id}--${theme}` })),
  );
  // Shots with the same globals next to each other, so that a page moves between stories in
  // place and loads the preview again only when the globals change (.storybook/browse.mjs).
  const group = (job) => `${job.theme}|${job.locale ?? ''}|${String(job.width ?? 0).padStart(5, '0')}`;
  jobs.sort((a, b) => group(a).localeCompare(group(b)) || a.id.localeCompare(b.id));

  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });
  mkdirSync(baselineDir, { recursive: true });

  const server = await serveStorybook();
  const browser = await chromium.launch(chromiumLaunchOptions(['--font-render-hinting=none']));
  const context = await browser.newContext({
    viewport: defaultViewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'ru-RU',
    timezoneId: 'UTC',
  });
  // One fixed day for every shot: the pages' footers print the current year, and a shot must
  // not change because the calendar did (timers still run, so motion and polling work).
  await context.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'));
  await recordStoryErrors(context);
  const failures = [];
  let passed = 0;
  let updated = 0;
  try {
    const settings = await storySettings(context, server.url, ids);
    await inPages(context, workers, jobs, async (page, job) => {
      const baselineFile = join(baselineDir, `${job.name}.png`);
      try {
        const story = settings.get(job.id);
        const allowedPixels = Math.max(maxDiffPixels, story.visual.maxDiffPixels ?? 0);
        const viewport = job.width ? { width: job.width, height: defaultViewport.height } : story.viewport;
        const actual = await screenshot(page, server.url, job.id, job.theme, viewport, job.locale);
        if (update) {
          if (!existsSync(baselineFile) || compare(actual, baselineFile, job.name, allowedPixels) !== null) {
            writeFileSync(baselineFile, actual);
            updated += 1;
          }
          passed += 1;
          return;
        }
        const problem = compare(actual, baselineFile, job.name, allowedPixels);
        if (problem === null) passed += 1;
        else failures.push({ story: job.id, theme: job.name.slice(job.id.length + 2), problem });
      } catch (error) {
        failures.push({ story: job.id, theme: job.name.slice(job.id.length + 2), problem: `render failed: ${error.message.split('\n')[0]}` });
      }
    });
  } finally {
    await browser.close();
    await server.close();
  }

  const expected = new Set(jobs.map((job) => `${job.name}.png`));
  // With a filter, the stories left out are not stale.
  const stale =
    filters.length > 0 ? [] : readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
  for (const file of stale) {
    if (update) unlinkSync(join(baselineDir, file));
    else console.warn(`visual: baseline without a story: ${relativePath(join(baselineDir, file))} (pnpm test:visual:update removes it)`);
  }
  if (update) {
    // An update pass compares against the baselines it just wrote; drop its leftovers.
    rmSync(diffDir, { recursive: true, force: true });
    mkdirSync(diffDir, { recursive: true });
    console.log(`visual: ${updated} baseline(s) written, ${stale.length} removed, in ${relativePath(baselineDir)}`);
  }

  failures.sort((a, b) => `${a.story}${a.theme}`.localeCompare(`${b.story}${b.theme}`));
  for (const failure of failures) console.error(`  ✗ ${failure.story} [${failure.theme}]: ${failure.problem}`);
  writeFileSync(join(artifacts, 'visual.json'), `${JSON.stringify({ passed, failed: failures.length, failures }, null, 2)}\n`);
  const responsiveCount = new Set(jobs.filter((job) => job.width).map((job) => job.id)).size;
  console.log(
    `visual: ${passed} passed, ${failures.length} failed (${ids.length} stories, ${responsiveCount} of them responsive; ${jobs.length} shots, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
