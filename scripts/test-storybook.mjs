#!/usr/bin/env node
// Checks every story of the static Storybook in Chromium: it must render and its play function
// pass, it must show no missing message key, and axe must find nothing in any theme. Then every
// docs page: no story escapes its block (open dialog, portal, scroll lock), and the stories
// shown in frames of their own render and pass their play function.
// Usage: pnpm test:storybook [--no-build] [id fragment...]   e.g. pnpm test:storybook --no-build components-button
// Writes .artifacts/storybook.json ({ passed, failed, failures }).
//
// Why not @storybook/test-runner (decision 0039): it makes a Jest test file per story file,
// and each file opens a new browser context and loads the whole preview again: 49 loads, about
// two thirds of its 350 s on these 2-core machines. Here each worker's page loads the preview
// once and moves between stories in place (.storybook/browse.mjs), as the visual check does.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { inPages, recordStoryErrors, showStory, storySettings } from '../.storybook/browse.mjs';
import { buildStorybook, root, serveStorybook } from '../.storybook/static.mjs';
import { defaultViewport } from '../.storybook/viewport.mjs';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const argv = process.argv.slice(2);
const filters = argv.filter((arg) => !arg.startsWith('--'));
const workers = Number(process.env.STORYBOOK_TEST_WORKERS ?? 2);
const artifacts = join(root, '.artifacts');
const axeSource = readFileSync(createRequire(join(root, 'package.json')).resolve('axe-core/axe.min.js'), 'utf8');

// Storybook's own chrome is always in the document, and a component on its own has no
// landmarks (`region`): the same exclusions as addon-a11y's.
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
const asList = (value) => (value === undefined ? [] : [].concat(value));

/** Sets the theme as the preview's decorator does, and waits until it is painted. */
async function setTheme(page, themes, name) {
  await page.evaluate(
    ([attribute, theme]) => {
      document.documentElement.setAttribute(attribute, theme);
      document.body.setAttribute(attribute, theme);
      // Two frames: the first applies the new custom properties, the second paints them.
      return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    },
    [themes.attribute, name],
  );
}

/**
 * axe on the story as it stands, honouring the story's `parameters.a11y` as addon-a11y does
 * (`config`, `options`, `context`). axe is injected once per page, under a name of its own.
 */
async function runAxe(page, a11y) {
  if (!(await page.evaluate(() => 'chameleonAxe' in window))) {
    await page.evaluate(`(() => { ${axeSource}\n; window.chameleonAxe = axe; })()`);
  }
  const context = typeof a11y.context === 'string' ? { include: a11y.context } : (a11y.context ?? {});
  const include = asList(context.include);
  const disabledByConfig = (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id);
  const options = {
    ...a11y.options,
    resultTypes: ['violations'],
    rules: {
      ...Object.fromEntries(['region', ...disabledByConfig].map((id) => [id, { enabled: false }])),
      ...a11y.options?.rules,
    },
  };
  return page.evaluate(
    async ({ include, exclude, options, config }) => {
      const axe = window.chameleonAxe;
      axe.reset();
      if (config) axe.configure(config);
      const results = await axe.run({ include, exclude }, options);
      return JSON.parse(JSON.stringify(results.violations));
    },
    { include: include.length > 0 ? include : ['body'], exclude: [...storybookChrome, ...asList(context.exclude)], options, config: a11y.config },
  );
}

function describeViolations(theme, violations) {
  const lines = [`${theme} theme: ${violations.length} axe violation(s)`];
  for (const violation of violations) {
    lines.push(`  - ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`, `    ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`    at ${node.target.join(' ')}`);
      for (const summary of (node.failureSummary ?? '').split('\n').filter(Boolean)) lines.push(`      ${summary.trim()}`);
    }
  }
  return lines.join('\n');
}

/** One story: rendered and played, then the checks. Returns the problems found (none: passed). */
async function checkStory(page, baseUrl, id, story) {
  // Animations off, as in the visual check: a contrast check must not catch a colour mid-transition.
  await showStory(page, baseUrl, id, 'motion:off;a11y.manual:!true', story.viewport);

  // `useT` renders a missing key loudly; a story showing one is reviewing text nobody ships.
  const missing = await page.evaluate(() => document.body.innerText.match(/⟦missing [^⟧]+⟧/g));
  if (missing) return [`shows message keys that are not in locales/: ${[...new Set(missing)].join(', ')}`];

  const { a11y, themes } = story;
  if (a11y.disable === true || a11y.test === 'off') return [];
  // The story as its play function left it, in each theme: the initial theme first.
  const problems = [];
  for (const theme of [themes.initial, ...themes.names.filter((name) => name !== themes.initial)]) {
    await setTheme(page, themes, theme);
    const violations = await runAxe(page, a11y);
    if (violations.length > 0) problems.push(describeViolations(theme, violations));
  }
  await setTheme(page, themes, themes.initial);
  if (problems.length > 0 && a11y.test === 'todo') {
    console.warn(`Accessibility violations in ${id} (a11y.test 'todo'):\n${problems.join('\n')}`);
    return [];
  }
  return problems;
}

/** Waits until the docs page's markup stops changing: its blocks load their stories after it renders. */
async function waitForQuietDocs(page) {
  await page.waitForFunction(
    () => {
      const size = document.getElementById('storybook-docs')?.innerHTML.length ?? 0;
      const quiet = window.docsSize === size && document.querySelectorAll('#storybook-docs .sb-loader, #storybook-docs [aria-label="Content is loading..."]').length === 0;
      window.docsQuietFor = quiet ? (window.docsQuietFor ?? 0) + 1 : 0;
      window.docsSize = size;
      return window.docsQuietFor >= 3;
    },
    null,
    { timeout: 30_000, polling: 150 },
  );
}

/**
 * One docs page as a designer opens it. Every story on it must stay inside its own block: an
 * open modal dialog or a toast viewport portalled into the page's <body> covers the page, and
 * a modal also locks its scroll and clicks. Stories in frames of their own (.storybook/
 * docsFrame.tsx) must render and pass their play function, at the width of their frame.
 */
async function checkDocsPage(page, baseUrl, id) {
  await page.goto(`${baseUrl}iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=motion:off;a11y.manual:!true`, { waitUntil: 'load' });
  await page.waitForFunction(
    (docsId) => window.docsRendered === docsId || window.storyError || document.body.classList.contains('sb-show-errordisplay'),
    id,
    { timeout: 30_000 },
  );
  const failedPage = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'docs page failed to render') : (window.storyError ?? null),
  );
  if (failedPage) return [`failed: ${failedPage.trim().split('\n')[0]}`];
  await waitForQuietDocs(page);

  const problems = [];
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) {
    const story = new URL(frame.url()).searchParams.get('id');
    await frame.waitForFunction(
      () =>
        document.body.classList.contains('sb-show-errordisplay') ||
        window.storyError ||
        window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      null,
      { timeout: 30_000 },
    );
    const error = await frame.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'failed to render') : (window.storyError ?? null),
    );
    const { width } = await frame.evaluate(() => ({ width: window.innerWidth }));
    if (error) problems.push(`${story} in its frame (${width} px): ${error.trim().split('\n')[0]}`);
  }
  problems.push(
    ...(await page.evaluate(() => {
      const found = [];
      const docs = document.getElementById('storybook-docs');
      const describe = (element) =>
        `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role="${element.getAttribute('role')}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 60)}"`;
      for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
        if (!docs?.contains(dialog)) found.push(`an open dialog outside its story's frame: ${describe(dialog)}`);
      }
      // Storybook's own elements sit in <body> beside the docs; anything else there was portalled.
      for (const child of document.body.children) {
        if (child === docs || child.id.startsWith('storybook-') || child.matches('script, style, link, noscript, template, [class^="sb-"]')) continue;
        found.push(`a portal in the docs page's <body>: ${describe(child)}`);
      }
      const locked = [document.documentElement, document.body].some((element) => getComputedStyle(element).overflowY === 'hidden');
      if (locked || document.body.hasAttribute('data-scroll-locked')) found.push('the page cannot scroll (a modal dialog locked it)');
      if (getComputedStyle(document.body).pointerEvents === 'none') found.push('the page takes no clicks (a modal dialog set pointer-events: none on <body>)');
      return found;
    })),
  );
  return problems;
}

async function main() {
  const started = Date.now();
  await buildStorybook(argv);
  const index = JSON.parse(readFileSync(join(root, 'storybook-static/index.json'), 'utf8'));
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes('!test'))
    .filter((entry) => filters.length === 0 || filters.some((fragment) => entry.id.includes(fragment)))
    .map((entry) => entry.id)
    .sort();
  const docsIds = Object.values(index.entries)
    .filter((entry) => entry.type === 'docs')
    .filter((entry) => filters.length === 0 || filters.some((fragment) => entry.id.includes(fragment)))
    .map((entry) => entry.id)
    .sort();
  if (ids.length + docsIds.length === 0) throw new Error(`no story or docs page matches ${filters.join(', ')}`);

  const server = await serveStorybook();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({ viewport: defaultViewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await recordStoryErrors(context);
  const failures = [];
  let passed = 0;
  // An interaction test is a test, not an example: it runs here and stays off the docs pages.
  for (const entry of Object.values(index.entries)) {
    const tags = entry.tags ?? [];
    if (ids.includes(entry.id) && tags.includes('interaction') && tags.includes('autodocs')) {
      failures.push({ story: entry.id, problems: ["tagged 'interaction' but shown on its docs page: tag it '!autodocs'"] });
    }
  }
  try {
    const settings = await storySettings(context, server.url, ids);
    /** Checks each id in the pages; a check returns its problems (none: passed) or throws. */
    const checkAll = (list, check) =>
      inPages(context, workers, list, async (page, id) => {
        let problems;
        try {
          problems = await check(page, id);
        } catch (error) {
          problems = [`failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`];
        }
        if (problems.length === 0) {
          passed += 1;
          console.log(`  ✓ ${id}`);
        } else {
          failures.push({ story: id, problems });
          console.error(`  ✗ ${id}\n${problems.map((problem) => `    ${problem.replaceAll('\n', '\n    ')}`).join('\n')}`);
        }
      });
    await checkAll(ids, (page, id) => checkStory(page, server.url, id, settings.get(id)));
    await checkAll(docsIds, (page, id) => checkDocsPage(page, server.url, id));
  } finally {
    await browser.close();
    await server.close();
  }

  mkdirSync(artifacts, { recursive: true });
  failures.sort((a, b) => a.story.localeCompare(b.story));
  writeFileSync(join(artifacts, 'storybook.json'), `${JSON.stringify({ passed, failed: failures.length, failures }, null, 2)}\n`);
  console.log(`stories and docs pages: ${passed} passed, ${failures.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
