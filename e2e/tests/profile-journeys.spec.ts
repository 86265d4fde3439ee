import { expect, test, type Page } from '@playwright/test';
import { buy, field, mainData, messagePattern, open, profileNav, register, signInThroughForm, signInWithCookie, subscriptionCard, texts, toast } from '../account';
import { localized, type Language } from '../support';

const journeyLanguages = ['ru', 'en'] as const satisfies readonly Language[];

for (const language of journeyLanguages) {
  test.describe(`profile journeys, ${language}`, () => {
    const t = texts(language);
    const transactionRows = (page: Page) => page.getByRole('table').locator('tbody > tr:not([data-skeleton])');

    test('freeze a subscription after confirming, then unfreeze it', async ({ page, request }) => {
      const account = await register(request, language);
      await buy(request, account, 1);
      const { cheats } = await mainData(request, account);
      const game = cheats.find(({ id }) => id === 1)!.game;
      await signInWithCookie(page.context(), account);
      await open(page, language, '/profile/subscription/');

      const card = subscriptionCard(page, game);
      await expect(card).toHaveAttribute('data-status', 'active');
      await card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.profile('subscription.confirmFreeze.title', { game }) });
      await expect(dialog).toBeVisible();
      // Cancelling changes nothing.
      await dialog.getByRole('button', { name: t.profile('confirm.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-status', 'active');

      await card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true }).click();
      await dialog.getByRole('button', { name: t.profile('subscription.freeze'), exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-status', 'frozen');
      await expect(card.getByText(t.profile('subscription.status.frozen'), { exact: true })).toBeVisible();
      await expect(toast(page, t.notification('subscriptionFrozen.title'))).toBeVisible();

      // The server holds the state, not just the page.
      await page.reload();
      await expect(card).toHaveAttribute('data-status', 'frozen');

      await card.getByRole('button', { name: t.profile('subscription.unfreeze'), exact: true }).click();
      await expect(card).toHaveAttribute('data-status', 'active');
      await expect(toast(page, t.notification('subscriptionUnfrozen.title'))).toBeVisible();
      // Freezing again waits for the cool-down.
      const freeze = card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true });
      await expect(freeze).toHaveAttribute('aria-disabled', 'true');
      await expect(freeze).toHaveAccessibleDescription(messagePattern((values) => t.profile('subscription.freeze.availableFrom', values), 'date'));
    });

    test('page through the transactions to the end', async ({ page, request }) => {
      test.slow();
      const account = await register(request, language);
      // 35, as the demo user has: three full pages and a short one.
      await buy(request, account, 1, 7, 35);
      await signInWithCookie(page.context(), account);
      await open(page, language, '/profile/transactions/');

      const rows = transactionRows(page);
      const loadMore = page.getByRole('button', { name: t.profile('transactions.loadMore') });
      await expect(rows).toHaveCount(10);
      for (const count of [20, 30, 35]) {
        await loadMore.click();
        await expect(rows).toHaveCount(count);
      }
      await expect(page.getByText(t.profile('transactions.end'), { exact: true })).toBeVisible();
      await expect(loadMore).toBeHidden();
    });

    test('pay on the checkout page and see the new transaction', async ({ page, request }) => {
      const account = await register(request, language);
      const { cheats } = await mainData(request, account);
      const game = cheats.find(({ id }) => id === 1)!.game;
      await signInWithCookie(page.context(), account);
      await open(page, language, '/profile/subscription/');

      const card = subscriptionCard(page, game);
      await expect(card).toHaveAttribute('data-status', 'none');
      await card.getByRole('button', { name: t.profile('subscription.buy') }).click();
      // The URL names the game and its shortest product: a reload (or a bookmark, or Back)
      // shows the same payment page, never a 404.
      await expect(page).toHaveURL(`${localized(language, '/profile/payment/')}?game=1&days=7`);
      await expect(page.getByRole('heading', { level: 1, name: t.profile('payment.title') })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.profile('payment.title') })).toBeVisible();
      await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(`^7\\b`));
      const pay = page.getByRole('button', { name: t.profile('payment.pay', { price: '' }).trim() });
      await pay.click();

      // The provider's page (the API's development checkout), then back to the site.
      await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(localized(language, '/profile/transactions/'));
      const rows = transactionRows(page);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(game);

      await profileNav(page, language).getByRole('link', { name: t.header('menu.subscription') }).click();
      await expect(subscriptionCard(page, game)).toHaveAttribute('data-status', 'active');
    });

    test('change the password, then sign in with the new one', async ({ page, request }) => {
      const account = await register(request, language);
      const newPassword = `${account.password}-changed`;
      await signInWithCookie(page.context(), account);
      await open(page, language, '/profile/settings/');

      const form = page.getByRole('form', { name: t.settings('password.title'), exact: true });
      await field(form, t.settings('password.old')).fill(account.password);
      await field(form, t.settings('password.new')).fill(newPassword);
      await field(form, t.settings('password.repeat')).fill(newPassword);
      await form.getByRole('button', { name: t.settings('password.submit') }).click();
      await expect(toast(page, t.notification('passwordChanged.title'))).toBeVisible();
      await expect(field(form, t.settings('password.old'))).toHaveValue('');

      await page.context().clearCookies();
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, account.login, account.password);
      // The old password is refused (wherever the form shows why).
      await expect(page.getByText(t.error('INVALID_CREDENTIALS')).first()).toBeVisible();

      await field(page, t.auth('password')).fill(newPassword);
      await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
      await page.getByRole('button', { name: t.auth('signIn.submit'), exact: true }).click();
      await expect(page).toHaveURL(localized(language, '/profile/'));
      await expect(page.getByRole('heading', { level: 1, name: t.profile('home.greeting', { login: account.login }) })).toBeVisible();
    });
  });
}
