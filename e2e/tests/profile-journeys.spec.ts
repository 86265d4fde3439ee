import { expect, test } from '@playwright/test';
import {
  buy,
  changePasswordInSettings,
  field,
  freezeThenUnfreeze,
  gameName,
  open,
  openSignedIn,
  profileNav,
  register,
  requestEmailChangeInSettings,
  signInThroughForm,
  subscriptionCard,
  texts,
  transactionRows,
} from '../account';
import { localized, type Language } from '../support';

const journeyLanguages = ['ru', 'en'] as const satisfies readonly Language[];

for (const language of journeyLanguages) {
  test.describe(`profile journeys, ${language}`, () => {
    const t = texts(language);

    test('freeze a subscription after confirming, then unfreeze it', async ({ page, request }) => {
      const account = await register(request, language);
      await buy(request, account, 1);
      const game = await gameName(request, account, 1, language);
      await openSignedIn(page, account, language, '/profile/subscription/');

      const card = subscriptionCard(page, game);
      await expect(card).toHaveAttribute('data-status', 'active');
      await card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.profile('subscription.confirmFreeze.title', { game }) });
      await expect(dialog).toBeVisible();
      // Cancelling changes nothing.
      await dialog.getByRole('button', { name: t.profile('confirm.cancel') }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-status', 'active');

      await freezeThenUnfreeze(page, language, card, game);
    });

    test('page through the transactions to the end', async ({ page, request }) => {
      test.slow();
      const account = await register(request, language);
      // 35, as the demo user has: three full pages and a short one.
      await buy(request, account, 1, 7, 35);
      await openSignedIn(page, account, language, '/profile/transactions/');

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

    test('pay on the checkout page, see the success screen and the new transaction', async ({ page, request }) => {
      const account = await register(request, language);
      const game = await gameName(request, account, 1, language);
      await openSignedIn(page, account, language, '/profile/subscription/');

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
      // Back on the site: the success screen, then the history with the new transaction.
      await expect(page).toHaveURL(`${localized(language, '/profile/payment/')}?game=1&days=7&paid=1`);
      await expect(page.getByRole('heading', { level: 1, name: t.profile('payment.success.title') })).toBeVisible();
      await profileNav(page, language).getByRole('link', { name: t.header('menu.transactions') }).click();
      const rows = transactionRows(page);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(game);

      await profileNav(page, language).getByRole('link', { name: t.header('menu.subscription') }).click();
      await expect(subscriptionCard(page, game)).toHaveAttribute('data-status', 'active');
    });

    test('ask for a new e-mail, change the password, then sign in with the new one', async ({ page, request }) => {
      const account = await register(request, language);
      const newPassword = `${account.password}-changed`;
      await openSignedIn(page, account, language, '/profile/settings/');
      // The address itself changes once its link is opened (account-recovery.spec.ts).
      await requestEmailChangeInSettings(page, language, `changed.${account.email}`);
      await changePasswordInSettings(page, language, account.password, newPassword);

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
