import { expect, test } from '@playwright/test';
import {
  accessTokenCookie,
  field,
  mailedCode,
  newCredentials,
  open,
  openSignedIn,
  deliverTelegramStart,
  profileNav,
  register,
  signInRedirect,
  signInThroughForm,
  signUpThroughForm,
  texts,
  toast,
} from '../account';
import { startBotApiStandIn, type BotApiStandIn } from '../../api/test/support/botApiStandIn';
import { botApiStandInPort } from '../playwright.config';
import { localized, waitForHydration, type Language } from '../support';

// The API's Telegram bot answers through this stand-in of the Bot API (see playwright.config.ts).
let botApi: BotApiStandIn;
test.beforeAll(async () => {
  botApi = await startBotApiStandIn(botApiStandInPort);
});
test.afterAll(async () => {
  await botApi?.close();
});

const journeyLanguages = ['ru', 'en'] as const satisfies readonly Language[];

for (const language of journeyLanguages) {
  test.describe(`account journeys, ${language}`, () => {
    const t = texts(language);
    const greeting = (login: string) => t.profile('home.greeting', { login });

    test('sign up, confirm through the Telegram deep link, continue to the profile', async ({ page, request }) => {
      const { login, email, password } = newCredentials();
      await signUpThroughForm(page, language, { login, email, password });
      await expect(page.getByRole('heading', { level: 1, name: t.auth('confirm.title') })).toBeVisible();
      const codeField = field(page, t.auth('confirm.code'));
      await expect(codeField).toHaveValue(/^\S{8}$/);
      const code = await codeField.inputValue();
      const deepLink = page.getByRole('link', { name: t.auth('confirm.telegramDeepLink') });
      await expect(deepLink).toHaveAttribute('href', new RegExp(`^https://t\\.me/\\w+\\?start=${code}$`));

      // Pressed before the bot got the code: the page says so and stays.
      const proceed = page.getByRole('button', { name: t.auth('confirm.continue') });
      await proceed.click();
      await expect(page.getByRole('alert').filter({ hasText: t.auth('confirm.pending') })).toBeVisible();
      await expect(page).toHaveURL(localized(language, '/auth/sign-up-submit/'));

      await deliverTelegramStart(request, (await deepLink.getAttribute('href'))!);
      await expect.poll(() => botApi.sentTexts().some((text) => text.includes(login))).toBe(true);
      await proceed.click();
      await expect(page).toHaveURL(localized(language, '/profile/'));
      await expect(page.getByRole('heading', { level: 1, name: greeting(login) })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(toast(page, t.notification('accountConfirmed.title'))).toBeVisible();
    });

    test('a deep profile link opened signed out leads through sign-in back to it', async ({ page, request }) => {
      const account = await register(request, language);
      const deepLink = localized(language, '/profile/transactions/?x=1');
      await page.goto(deepLink);
      await expect(page).toHaveURL(signInRedirect(language, deepLink));
      await expect(page.getByRole('heading', { level: 1, name: t.auth('signIn.title') })).toBeVisible();

      await signInThroughForm(page, language, account.login, account.password);
      await expect(page).toHaveURL(deepLink);
      await expect(page.getByRole('heading', { level: 1, name: t.profile('transactions.title') })).toBeVisible();
    });

    test('/profile/logout opened signed out: sign-in first, no logout call, and sign-in never returns to it', async ({ page, request }) => {
      const account = await register(request, language);
      const logoutCalls: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/v2/web/logout')) logoutCalls.push(sent.url());
      });
      const logout = localized(language, '/profile/logout/');
      await page.goto(logout);
      await expect(page).toHaveURL(signInRedirect(language, logout));
      await signInThroughForm(page, language, account.login, account.password);
      await expect(page).toHaveURL(localized(language, '/profile/'));
      await expect(page.getByRole('heading', { level: 1, name: greeting(account.login) })).toBeVisible();
      expect({ logoutCalls, signedIn: (await accessTokenCookie(page.context())) !== undefined }).toEqual({ logoutCalls: [], signedIn: true });
    });

    // The API answers one code for an unknown login and a wrong password (no login probing), so
    // the message concerns both fields and stands for the whole form
    // (docs/decisions/0015-how-refusals-are-shown.md).
    test('a wrong password is explained for the whole form and what was typed stays', async ({ page, request }) => {
      const account = await register(request, language);
      const wrong = `${account.password}-wrong`;
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, account.login, wrong);

      const alert = page.getByRole('alert').filter({ hasText: t.error('INVALID_CREDENTIALS') });
      await expect(alert).toBeVisible();
      // Both fields are marked and described by it; focus is on the first.
      await expect(field(page, t.auth('login'))).toBeFocused();
      for (const name of ['login', 'password']) {
        await expect(field(page, t.auth(name))).toHaveAttribute('aria-invalid', 'true');
        await expect(field(page, t.auth(name))).toHaveAccessibleDescription(t.error('INVALID_CREDENTIALS'));
      }
      await expect(field(page, t.auth('password'))).toHaveValue(wrong);
      await expect(field(page, t.auth('login'))).toHaveValue(account.login);
      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      expect(await accessTokenCookie(page.context())).toBeUndefined();
    });

    test('restore the password with the code from the mailbox, then sign in with the new one', async ({ page, request }) => {
      const account = await register(request, language);
      const newPassword = `${account.password}-restored`;
      await open(page, language, '/auth/restore-password/');
      await field(page, t.auth('email')).fill(account.email);
      await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
      await page.getByRole('button', { name: t.auth('restore.sendCode') }).click();
      await expect(page.getByText(t.auth('restore.codeLead', { email: account.email }))).toBeVisible();
      await expect(toast(page, t.notification('emailSent.title'))).toBeVisible();

      await field(page, t.auth('restore.code')).fill(await mailedCode(request, account.email));
      await page.getByRole('button', { name: t.auth('restore.checkCode') }).click();
      await expect(page.getByText(t.auth('restore.passwordLead'))).toBeVisible();
      await field(page, t.auth('restore.newPassword')).fill(newPassword);
      await field(page, t.auth('passwordRepeat')).fill(newPassword);
      await page.getByRole('button', { name: t.auth('restore.save') }).click();

      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      await expect(toast(page, t.notification('passwordReset.title'))).toBeVisible();
      await expect(toast(page, t.notification('passwordReset.content'))).toBeVisible();
      await signInThroughForm(page, language, account.login, newPassword);
      await expect(page).toHaveURL(localized(language, '/profile/'));
      await expect(page.getByRole('heading', { level: 1, name: greeting(account.login) })).toBeVisible();
    });

    test('log out, then /profile sends to sign-in', async ({ page, request }) => {
      const account = await register(request, language);
      await openSignedIn(page, account, language, '/profile/');
      await expect(page.getByRole('heading', { level: 1, name: greeting(account.login) })).toBeVisible();
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: t.header('account.signOut'), exact: true })).toBeVisible();

      await profileNav(page, language).getByRole('link', { name: t.profile('logout'), exact: true }).click();
      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      await expect(page.getByRole('heading', { level: 1, name: t.auth('signIn.title') })).toBeVisible();
      await expect(banner.getByRole('link', { name: t.header('account.signIn'), exact: true })).toBeVisible();
      expect(await accessTokenCookie(page.context())).toBeUndefined();

      const profile = localized(language, '/profile/');
      await page.goto(profile);
      await expect(page).toHaveURL(signInRedirect(language, profile));
      // The old token is dead on the server too, not just forgotten by the browser.
      expect((await request.get('/api/v2/web/frontend/data', { headers: { authorization: `Bearer ${account.token}` } })).status()).toBe(401);
    });
  });
}

// A visitor who only reads the sign-in or sign-up page never runs the stores' chunk (MobX, zod,
// the contract's replies: ~90 ms of its start-up at 4x CPU); the form's first focus asks for it,
// so it is there by the time the fields are filled.
for (const page of ['sign-in', 'sign-up'] as const) {
  test(`${page}: the stores' code is asked for on the form's first focus, not at start`, async ({ page: tab }) => {
    const storesScripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/stores-[0-9a-f]+\.js$/.test(request.url())) storesScripts.push(request.url());
    });
    await tab.goto(`/en/auth/${page}/`);
    await waitForHydration(tab);
    // Past the prefetch 1 s after start, which fetches other pages' code without running it.
    await tab.waitForTimeout(2_000);
    expect(storesScripts).toEqual([]);
    await tab.getByRole('textbox').first().focus();
    await expect.poll(() => storesScripts.length).toBe(1);
  });
}

// A visitor who types fast on a slow phone sends the form before the app's code runs: the
// browser's own POST would reach the static server, which answers 405, and the page with what
// was typed would be gone. The head script keeps them on the page (site/src/head/nativeSubmits.ts).
test('de/auth/sign-in/: Enter before hydration keeps the page and what was typed, and the form sends once the app is there', async ({ page, request }) => {
  const t = texts('de');
  const account = await register(request, 'de');
  const posts: string[] = [];
  page.on('request', (sent) => sent.method() === 'POST' && sent.resourceType() === 'document' && posts.push(sent.url()));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let bundleAsked = false;
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    bundleAsked = true;
    await held;
    await route.continue();
  });
  // Not `load`: the held bundle is an async script of the page, which `load` waits for.
  await page.goto(localized('de', '/auth/sign-in/'), { waitUntil: 'domcontentloaded' });
  await field(page, t.auth('login')).fill(account.login);
  await field(page, t.auth('password')).fill(account.password);
  // A mark on this document: gone if the browser replaced it (a 405 page keeps the address).
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
  await expect.poll(() => bundleAsked).toBe(true);
  await page.keyboard.press('Enter');
  // A form's own POST leaves at once; the request event would have fired by then.
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  // Still the static page: no React handler took the Enter.
  expect(await page.evaluate(() => performance.getEntriesByName('onInitialClientRender').length)).toBe(0);
  await expect(page.locator('html[data-e2e-same-document]')).toHaveCount(1);
  await expect(field(page, t.auth('login'))).toHaveValue(account.login);
  await expect(field(page, t.auth('password'))).toHaveValue(account.password);

  release();
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
  await field(page, t.auth('password')).press('Enter');
  await expect(page).toHaveURL(localized('de', '/profile/'));
  expect(posts).toEqual([]);
});
