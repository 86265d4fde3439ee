import { expect, test } from '@playwright/test';
import { message, waitForHydration } from '../support';

const toggleName = message('en', 'header', 'theme.dark');

test('starts dark and the toggle switches to light', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: toggleName });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a chosen light theme survives a reload', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.getByRole('button', { name: toggleName }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: toggleName })).toHaveAttribute('aria-pressed', 'false');
});

test('a stored light theme is applied before any of Gatsby’s scripts run', async ({ page }) => {
  const background = async () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.goto('/en/');
  const darkBackground = await background();
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  // With every script file refused, only the page's inline head script can set the theme:
  // what shows now is the first frame a visitor sees before the app starts.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('light');
  expect(await page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader)).toBe('undefined');
  expect(await background()).not.toBe(darkBackground);
});

test('the static page paints in the dark colour scheme, and hydration leaves the root’s theme as it is', async ({ page }) => {
  // Every theme write to <html> from the first byte on: adding the attribute after hydration
  // restyled the whole document in one task (and the page painted light scrollbars till then).
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { themeWrites: string[] }).themeWrites = writes;
    new MutationObserver((records) => records.forEach(() => writes.push(String(document.documentElement.getAttribute('data-theme'))))).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  });
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
  await page.goto('/de/', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await page.unroute(/\.js(\?.*)?$/);
  await page.goto('/de/');
  await waitForHydration(page);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  expect(await page.evaluate(() => (window as unknown as { themeWrites: string[] }).themeWrites)).toEqual([]);
});
