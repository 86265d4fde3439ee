// Shared by scripts/test-storybook.mjs and scripts/visual.mjs: show stories of the static
// Storybook (static.mjs serves it) in a Playwright page, one after another.
//
// Loading the preview costs far more than rendering a story: every module of Storybook's
// preview is parsed and run again. So a page loads it once per set of globals and then moves
// from story to story the way Storybook's own manager does, with `setCurrentStory` on the
// preview's channel: the previous story unmounts, the next one mounts with the same globals,
// at the size the viewport was just given.
import { viewportFor } from './viewport.mjs';

/**
 * Records the first error a story reports on the preview's channel (its render threw, its
 * play function failed, or something it started failed while it played) in
 * `window.storyError`: a story that stopped at an arbitrary step must fail, not be judged.
 * Also records the id of the docs page last rendered in `window.docsRendered`.
 * @param {import('playwright-core').BrowserContext} context
 */
export async function recordStoryErrors(context) {
  await context.addInitScript(() => {
    let channel;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value) => {
        channel = value;
        // A docs page says when its blocks are on the page (the docs check waits for it).
        value.on('docsRendered', (id) => {
          window.docsRendered = id;
        });
        for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying', 'storyMissing']) {
          value.on(event, (detail) => {
            const error = Array.isArray(detail) ? detail[0] : detail;
            window.storyError ??= `${event}: ${error?.message ?? error?.description ?? error?.title ?? error ?? ''}`.trim();
          });
        }
      },
    });
  });
}

/**
 * What the runners need of each story, read once from the preview's story store: the
 * viewport it is shown at, and its `visual`, `a11y` and `themes` parameters (the last from
 * preview.tsx: the theme attribute, the theme names, the initial theme).
 * @returns {Promise<Map<string, { viewport: { width: number, height: number }, visual: any, a11y: any, themes: { attribute: string, names: string[], initial: string } }>>}
 */
export async function storySettings(context, baseUrl, ids) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}iframe.html?globals=a11y.manual:!true`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__ !== undefined, null, { timeout: 30_000 });
  const stories = await page.evaluate(async (storyIds) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    await preview.ready();
    return Promise.all(
      storyIds.map(async (storyId) => {
        const story = await preview.storyStoreValue.loadStory({ storyId });
        const { viewport, visual, a11y, themes } = story.parameters;
        return JSON.parse(JSON.stringify({ storyGlobals: story.storyGlobals, parameters: { viewport, visual, a11y, themes } }));
      }),
    );
  }, ids);
  await page.close();
  return new Map(
    ids.map((id, i) => {
      const { visual = {}, a11y = {}, themes } = stories[i].parameters;
      return [id, { viewport: viewportFor(stories[i]), visual, a11y, themes }];
    }),
  );
}

/** What each page has loaded: the globals in its URL and the story shown last. */
const shown = new WeakMap();

/**
 * Shows a story with the given globals (`theme:light;locale:de`, Storybook's URL syntax) in a
 * viewport of the given size, and waits until it has rendered and played; throws with the
 * story's error if it failed. A change of globals, or the same story again, loads the page
 * afresh. The viewport is sized first: layouts measure it when they mount.
 * @param {import('playwright-core').Page} page
 * @param {{ width: number, height: number }} viewport
 */
export async function showStory(page, baseUrl, id, globals, viewport) {
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current?.height !== viewport.height) await page.setViewportSize(viewport);
  const last = shown.get(page);
  if (last?.globals === globals && last.id !== id) {
    await page.evaluate((storyId) => {
      window.storyError = undefined;
      window.scrollTo(0, 0);
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    await page.goto(`${baseUrl}iframe.html?id=${encodeURIComponent(id)}&globals=${globals}&viewMode=story`, { waitUntil: 'load' });
  }
  shown.set(page, { globals, id });
  await page.waitForFunction(
    (storyId) => {
      if (document.body.classList.contains('sb-show-errordisplay') || window.storyError) return true;
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      // Not every story paints into #storybook-root: toasts live in a portal, and a
      // component may rightly render nothing. Render and play are over at 'finished'.
      return render?.id === storyId && render.phase === 'finished';
    },
    id,
    { timeout: 30_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'story failed to render')
      : (window.storyError ?? null),
  );
  if (error) {
    // The page is left mid-story: the next story loads it afresh.
    shown.delete(page);
    throw new Error(error.trim());
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Calls `visit(page, item)` for each item in turn, in `pages` pages of the context at once
 * (each page takes the next item when it is done with its own).
 * @template T
 * @param {import('playwright-core').BrowserContext} context
 * @param {T[]} items
 * @param {(page: import('playwright-core').Page, item: T) => Promise<void>} visit
 */
export async function inPages(context, pages, items, visit) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(pages, items.length) }, async () => {
      const page = await context.newPage();
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
      await page.close();
    }),
  );
}
