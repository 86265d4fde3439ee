import type { Page } from '@playwright/test';
import {
  accessTokenCookie,
  changeEmailInSettings,
  changePasswordInSettings,
  field,
  freezeThenUnfreeze,
  open,
  openSignedIn,
  profileNav,
  signInThroughForm,
  subscriptionCard,
  texts,
  transactionRows,
} from '../account';
import { backendModes, type BackendMode } from '../spec-backend/calls';
import { lockedLogin, lockedMessage } from '../spec-backend/server';
import { localized, message, type Language } from '../support';
import { expect, test, type SpecBackend } from './specBackend';

// The account journeys against a backend that follows spec section 7 (e2e/spec-backend):
// first one that sends the spec's keys only, then one that adds what real servers add. The
// same journeys against the reference API are e2e/tests/*-journeys.spec.ts. Each test also
// checks every request the site sent (specBackend.ts).

/** One page language per mode keeps the run short; the two differ so Accept-Language is really checked. */
const modeLanguage: Record<BackendMode, Language> = { spec: 'ru', rich: 'en' };

/** The test account's registration date as the user reads it (the browser runs in UTC). */
const registeredText = '01.03.2025 09:30';

async function openAsTestAccount(page: Page, backend: SpecBackend, language: Language, path: string): Promise<void> {
  await openSignedIn(page, { ...backend.account, token: await backend.session() }, language, path);
}

for (const mode of backendModes) {
  const language = modeLanguage[mode];
  const t = texts(language);

  test.describe(`${mode} backend, ${language}`, () => {
    test.use({ mode, language });

    test('the landing shows no prices without a catalogue, and nothing breaks', async ({ page, backend }) => {
      await open(page, language, '/');
      const game = page.getByRole('article').first();
      await game.scrollIntoViewIfNeeded();
      await expect(game.getByRole('heading', { level: 3 })).toBeVisible();
      // Scrolled to, the site asked once (beyond spec section 7) and took the 404 as "no catalogue".
      await expect.poll(async () => (await backend.requests()).filter(({ path }) => path === '/v2/web/catalogue').length).toBe(1);
      await expect(page.getByRole('group', { name: message(language, 'home', 'prices.title') })).toHaveCount(0);
      await expect(page.getByText(t.notification('http.404.title'), { exact: true })).toHaveCount(0);
      await expect(page.getByRole('link', { name: message(language, 'home', 'hero.primaryAction') }).first()).toBeVisible();
    });

    test('sign in, see the profile, sign out', async ({ page, backend }) => {
      const { login, email, password } = backend.account;
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, login, password);

      await expect(page).toHaveURL(localized(language, '/profile/'));
      await expect(page.getByRole('heading', { level: 1, name: t.profile('home.greeting', { login }) })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.locator('time').filter({ hasText: registeredText })).toBeVisible();

      await profileNav(page, language).getByRole('link', { name: t.profile('logout'), exact: true }).click();
      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      await expect(page.getByRole('heading', { level: 1, name: t.auth('signIn.title') })).toBeVisible();
      expect(await accessTokenCookie(page.context())).toBeUndefined();
      // The server ended the session: the logout call was made with it.
      expect((await backend.state()).liveTokens).toEqual([]);
    });

    test("a refused sign-in shows the catalogue's text for a code and the server's own text otherwise", async ({ page, backend }) => {
      const { login, password } = backend.account;
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, login, `${password}-wrong`);
      await expect(page.getByRole('alert').filter({ hasText: t.error('INVALID_CREDENTIALS') })).toBeVisible();
      await expect(field(page, t.auth('login'))).toHaveValue(login);

      await field(page, t.auth('login')).fill(lockedLogin);
      await field(page, t.auth('password')).fill('any-password-1');
      await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
      await page.getByRole('button', { name: t.auth('signIn.submit'), exact: true }).click();
      // As the server wrote it, markup included, as text.
      const refusal = page.getByRole('alert').filter({ hasText: lockedMessage[mode] });
      await expect(refusal).toBeVisible();
      await expect(refusal.locator('b')).toHaveCount(0);
      await expect(field(page, t.auth('login'))).toHaveValue(lockedLogin);
      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      expect(await accessTokenCookie(page.context())).toBeUndefined();
    });

    test('freeze the subscription after confirming, then unfreeze it', async ({ page, backend }) => {
      await openAsTestAccount(page, backend, language, '/profile/subscription/');

      // A cheat is known by its id only: the card names its game by the neutral fallback (decision 0010),
      // with its genre when the backend sends one the site knows (rich mode: `shooter` for 1, `moba` for 2).
      const fallback = t.profile('game.fallback', { id: '1' });
      const game = mode === 'rich' ? message(language, 'main', 'game.named', { game: fallback, genre: message(language, 'main', 'game.genre.shooter') }) : fallback;
      const card = subscriptionCard(page, game);
      await expect(card).toHaveAttribute('data-status', 'active');
      // Cheat 2 has no subscription.
      await expect(subscriptionCard(page, t.profile('game.fallback', { id: '2' }))).toHaveAttribute('data-status', 'none');

      // After the unfreeze the server sets a cool-down (with an offset in rich mode).
      await freezeThenUnfreeze(page, language, card, game);
    });

    test('page through the transactions to the end', async ({ page, backend }) => {
      await openAsTestAccount(page, backend, language, '/profile/transactions/');

      // 23: the first page comes with the main data, then two more pages, the last one short.
      const rows = transactionRows(page);
      const loadMore = page.getByRole('button', { name: t.profile('transactions.loadMore') });
      await expect(rows).toHaveCount(10);
      for (const count of [20, 23]) {
        await loadMore.click();
        await expect(rows).toHaveCount(count);
      }
      await expect(page.getByText(t.profile('transactions.end'), { exact: true })).toBeVisible();
      await expect(loadMore).toBeHidden();
      await expect(page.getByText(t.profile('transactions.error'))).toHaveCount(0);
      // Rich mode: three have a status the site has no word for, shown in words as "other".
      const unseenStatus = rows.filter({ hasText: t.profile('transactions.status.unknown', { status: t.profile('transactions.status.other') }) });
      await expect(unseenStatus).toHaveCount(mode === 'rich' ? 3 : 0);
      const pages = (await backend.requests()).filter(({ call }) => call === 'transactions').map(({ query }) => query.skip);
      expect(pages).toEqual(['10', '20']);
    });

    test('change the e-mail, then the password, and stay signed in', async ({ page, backend }) => {
      const newEmail = `changed.${mode}@example.test`;
      const newPassword = `${backend.account.password}-changed`;
      await openAsTestAccount(page, backend, language, '/profile/settings/');

      await changeEmailInSettings(page, language, newEmail);
      // This backend has no sessions call: the card is hidden, and no "Not found" toast says why.
      await expect(page.getByRole('region', { name: t.settings('sessions.title') })).toHaveCount(0);
      await expect(page.getByText(t.notification('http.404.title'), { exact: true })).toHaveCount(0);
      expect((await backend.requests()).filter(({ path }) => path === '/v2/web/user/sessions')).toHaveLength(1);
      await changePasswordInSettings(page, language, backend.account.password, newPassword);

      // The server replaced the token: the browser keeps the new one, which still works.
      const account = await backend.state();
      expect(account).toMatchObject({ email: newEmail, password: newPassword });
      expect(account.liveTokens).toEqual([await accessTokenCookie(page.context())]);
      await open(page, language, '/profile/');
      await expect(page.getByRole('heading', { level: 1, name: t.profile('home.greeting', { login: backend.account.login }) })).toBeVisible();
      await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
    });
  });
}
