import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { namespaces } from '../../locales/config';
import { register, signInWithCookie } from '../account';
import { attachScreenshot, expectNoAxeViolations, languages, localized, message, recordLayoutShifts, recordPageProblems, repo, waitForHydration } from '../support';

/** Every dotted message key: if one shows up as page text, a translation was not found. */
const knownKeys = [
  ...new Set(
    languages.flatMap((language) =>
      namespaces.flatMap((namespace) => Object.keys(JSON.parse(readFileSync(path.join(repo, 'locales', language, `${namespace}.json`), 'utf8')) as object)),
    ),
  ),
].filter((key) => key.includes('.'));

const themes = ['dark', 'light'] as const;

for (const language of languages) {
  test.describe(`landing page, ${language}`, () => {
    test('renders every text in its language', async ({ page }) => {
      const response = await page.goto(localized(language, '/'));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('⟦missing');
      expect(knownKeys.filter((key) => text.includes(key))).toEqual([]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('links every language version with hreflang', async ({ page }) => {
      await page.goto(localized(language, '/'));
      for (const other of languages) {
        const href = await page.locator(`head link[rel="alternate"][hreflang="${other}"]`).getAttribute('href');
        expect(new URL(href ?? '', 'http://x').pathname).toBe(localized(other, '/'));
      }
      await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    });

    for (const theme of themes) {
      test(`passes axe in the ${theme} theme`, async ({ page }, testInfo) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.goto(localized(language, '/'));
        await waitForHydration(page);
        if (theme === 'light') await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
        await expectNoAxeViolations(page);
        await attachScreenshot(page, testInfo, `landing-${language}-${theme}.png`);
      });
    }
  });
}

// The landing page's links to other pages of the site move in-app, without a full reload.
test('opens sign-up from the hero in-app, without reloading the page', async ({ page }) => {
  await page.goto(localized('en', '/'));
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
  await page.getByRole('main').getByRole('link', { name: message('en', 'home', 'hero.primaryAction'), exact: true }).first().click();
  await expect(page).toHaveURL(localized('en', '/auth/sign-up/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
});

// The prices' code comes after the landing's first load; a session cookie's updates (the header's
// sign-out, the stores) come meanwhile. They must not make React drop the prices' built room.
test("a signed-in visitor's landing keeps its prices' room while their code arrives: no error, nothing moves", async ({ page, request }) => {
  const problems = await recordPageProblems(page);
  const shifts = await recordLayoutShifts(page);
  await signInWithCookie(page.context(), await register(request, 'en'));
  // Held back: every script the page asks for beyond its first load (the prices' code among them).
  const built = await (await request.get(localized('en', '/'))).text();
  const firstLoad = new Set([...built.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]));
  await page.route(/\.js$/, async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto(localized('en', '/'));
  await waitForHydration(page);
  const prices = page.getByRole('group', { name: message('en', 'home', 'prices.title') });
  // While the code is held back, after the session's first updates: the built lists are there.
  await page.waitForTimeout(300);
  await expect(prices).toHaveCount(2);
  await expect(page.getByRole('banner').getByRole('link', { name: message('en', 'header', 'account.signOut'), exact: true })).toBeVisible();
  await expect(prices).toHaveCount(2);
  expect(problems).toEqual([]);
  expect(await shifts()).toEqual([]);
});
