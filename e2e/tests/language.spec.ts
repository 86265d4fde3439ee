import { expect, test, type Page } from '@playwright/test';
import { message, waitForHydration, type Language } from '../support';

/** Opens `url` (a page in `from`) and picks `language` in the header's switcher. */
async function switchLanguage(page: Page, url: string, from: Language, language: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.getByRole('button', { name: message(from, 'header', 'language.label') }).click();
  await page.getByRole('link', { name: language }).click();
}

test('the switcher keeps path and query (the page a sign-in returns to in the new language), stores the choice, and the bare root honours it', async ({ page, context }) => {
  await switchLanguage(page, '/en/auth/sign-in/?redirectTo=%2Fen%2Fprofile%2Fsettings%2F', 'en', 'Deutsch');
  await expect(page).toHaveURL('/de/auth/sign-in/?redirectTo=%2Fde%2Fprofile%2Fsettings%2F');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  const cookie = (await context.cookies()).find(({ name }) => name === 'locale');
  expect(cookie?.value).toBe('de');
  // A year, give or take the seconds the test took.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  await page.goto('/');
  await expect(page).toHaveURL('/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('switching back to Russian leads to the unprefixed page', async ({ page }) => {
  await switchLanguage(page, '/fr/auth/sign-in/', 'fr', 'Русский');
  await expect(page).toHaveURL('/auth/sign-in/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test.describe('a first visit with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('goes from the bare root to /es/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
  });

  test('is sent on before the Russian page is painted or its code runs', async ({ page }) => {
    // The documents loaded in the tab, in order, and whether the Russian page ever hydrated.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(new URL(request.url()).pathname);
    });
    await page.addInitScript(() => {
      if (location.pathname === '/') document.addEventListener('DOMContentLoaded', () => sessionStorage.setItem('ru-page-parsed', '1'));
    });
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
    await waitForHydration(page);
    expect(documents).toEqual(['/', '/es/']);
    // The head script left before the body was parsed: nothing of the Russian page ran.
    expect(await page.evaluate(() => sessionStorage.getItem('ru-page-parsed'))).toBeNull();
  });

  test('stays on an unprefixed page other than the root', async ({ page }) => {
    await page.goto('/auth/sign-in/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/auth/sign-in/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });
});
