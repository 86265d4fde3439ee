import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support';

// Spec section 7: the payload and routes of the pages a visitor goes to next are prefetched
// 1 s after start, unless the connection is slow-2g. Measured in the browser: when the first
// of their page-data requests starts, counted from the app's first render.

const prefetched = ['/page-data/en/auth/sign-in/page-data.json', '/page-data/en/auth/sign-up/page-data.json', '/page-data/en/profile/page-data.json'];

async function prefetchTiming(page: Page) {
  return page.evaluate((paths) => {
    const start = performance.getEntriesByName('onInitialClientRender')[0]?.startTime ?? Number.NaN;
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => paths.some((path) => entry.name.endsWith(path)))
      .map((entry) => entry.startTime - start);
    return { count: requests.length, firstAfterStart: Math.min(...requests) };
  }, prefetched);
}

test('prefetches the sign-in, sign-up and profile pages 1 s after start', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await expect.poll(async () => (await prefetchTiming(page)).count, { timeout: 6_000 }).toBe(prefetched.length);
  const { firstAfterStart } = await prefetchTiming(page);
  test.info().annotations.push({ type: 'first prefetch after start', description: `${Math.round(firstAfterStart)} ms` });
  // Not before the delay; and well before Gatsby's own queue (3 s more) would have started it.
  expect(firstAfterStart).toBeGreaterThanOrEqual(990);
  expect(firstAfterStart).toBeLessThan(2_500);
  // The sign-in page's code is fetched, not run (decisions/0028-first-load-stays-small.md): no script element runs it.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/component---src-pages-auth-sign-in-tsx-')))).toBe(true);
  await expect(page.locator('script[src*="component---src-pages-auth-sign-in-tsx-"]')).toHaveCount(0);
});

test('prefetches nothing on a slow-2g connection', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: false } }));
  await page.goto('/en/');
  await waitForHydration(page);
  await page.waitForTimeout(2_500);
  expect((await prefetchTiming(page)).count).toBe(0);
});
