import { expect, test, type Page } from '@playwright/test';
import { buy, gameName, mainData, open, openSignedIn, profileNav, register, subscriptionCard, texts } from '../account';
import { attachScreenshot, expectNoAxeViolations, localized, type Language } from '../support';

const screenLanguages = ['ru', 'en'] as const satisfies readonly Language[];
const themes = ['dark', 'light'] as const;

for (const language of screenLanguages) {
  test.describe(`account screens, ${language}`, () => {
    const t = texts(language);

    for (const theme of themes) {
      test(`the sign-in page passes axe in the ${theme} theme`, async ({ page }, testInfo) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await open(page, language, '/auth/sign-in/');
        await expect(page.getByRole('heading', { level: 1, name: t.auth('signIn.title') })).toBeVisible();
        await expectTheme(page, theme);
        await expectNoAxeViolations(page);
        await attachScreenshot(page, testInfo, `sign-in-${language}-${theme}.png`);
      });
    }

    test('every profile screen passes axe in both themes', async ({ page, request }, testInfo) => {
      test.slow();
      // An active game 1 with a transaction, nothing for game 2 (its card offers Buy, the way to payment).
      const account = await register(request, language);
      await buy(request, account, 1);
      const { cheats } = await mainData(request, account);
      const otherGame = await gameName(request, account, 2, language);
      await openSignedIn(page, account, language, '/profile/');
      const nav = profileNav(page, language);
      const heading = (name: string) => page.getByRole('heading', { level: 1, name });

      for (const theme of themes) {
        // The header's toggle, so the page (and the chosen product) stays loaded.
        const toggle = page.getByRole('button', { name: t.header('theme.dark') });
        if ((await toggle.getAttribute('aria-pressed')) !== String(theme === 'dark')) await toggle.click();
        await expectTheme(page, theme);

        const check = async (screen: string) => {
          await expectNoAxeViolations(page);
          await attachScreenshot(page, testInfo, `profile-${screen}-${language}-${theme}.png`);
        };

        await nav.getByRole('link', { name: t.header('profileNav.profile') }).click();
        await expect(heading(t.profile('home.greeting', { login: account.login }))).toBeVisible();
        await check('home');

        await nav.getByRole('link', { name: t.header('menu.subscription') }).click();
        await expect(heading(t.profile('subscription.title'))).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(cheats.length);
        await check('subscription');

        await nav.getByRole('link', { name: t.header('menu.transactions') }).click();
        await expect(heading(t.profile('transactions.title'))).toBeVisible();
        await expect(page.getByText(t.profile('transactions.end'), { exact: true })).toBeVisible();
        await check('transactions');

        await nav.getByRole('link', { name: t.header('menu.subscription') }).click();
        await subscriptionCard(page, otherGame).getByRole('button', { name: t.profile('subscription.buy') }).click();
        await expect(page).toHaveURL(`${localized(language, '/profile/payment/')}?game=2&days=7`);
        await expect(heading(t.profile('payment.title'))).toBeVisible();
        await check('payment');

        await nav.getByRole('link', { name: t.header('menu.settings') }).click();
        await expect(heading(t.settings('title'))).toBeVisible();
        await check('settings');
      }
    });
  });
}

async function expectTheme(page: Page, theme: (typeof themes)[number]): Promise<void> {
  if (theme === 'light') await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'light');
}
