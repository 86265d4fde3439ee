import { expect, test } from '@playwright/test';
import { attachScreenshot, expectNoAxeViolations, message, waitForHydration } from '../support';

test('an unknown /en/ path answers 404 with the English page and the path', async ({ page }, testInfo) => {
  const response = await page.goto('/en/nope/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(message('en', 'main', 'error.pageNotFound', { path: '/en/nope/' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await attachScreenshot(page, testInfo, 'not-found-en.png');
});

test('an unknown unprefixed path answers 404 with the Russian page and the path', async ({ page }) => {
  const response = await page.goto('/nope/deeper');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByText(message('ru', 'main', 'error.pageNotFound', { path: '/nope/deeper' }))).toBeVisible();
});

test('an unknown /de/ path answers 404 in German', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText(message('de', 'main', 'error.pageNotFound', { path: '/de/gibt-es-nicht/' }))).toBeVisible();
});
