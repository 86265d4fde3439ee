import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiURL, baseURL, telegramWebhookSecret } from './playwright.config';
import { localized, message, waitForHydration, type Language } from './support';

// Helpers for the account journeys. Setup goes straight to the API (the contract's calls through
// the static server's /api/ proxy, as the browser does; development pages and webhooks on the API
// itself): every test makes its own users, so no test depends on another one or on what an
// earlier run left in the database (api/.data/demo persists).

/** The captcha answer a development API accepts (the contract's DEVELOPMENT_CAPTCHA_TOKEN). */
const developmentCaptchaToken = 'development-captcha-token';

export interface Account {
  login: string;
  email: string;
  password: string;
  token: string;
}

export interface Cheat {
  id: number;
  game: string;
  genre: string;
}

interface Product {
  id: number;
  cheat_id: number;
  type: string;
  params: { days: number };
}

interface MainData {
  cheats: Cheat[];
  products: Product[];
}

/** A login no earlier run can have taken (3–32 of A-Za-z0-9_.-). */
export function newCredentials(): Omit<Account, 'token'> {
  const login = `e2e_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  return { login, email: `${login}@example.test`, password: `pw-${randomBytes(6).toString('hex')}` };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { status?: boolean }) | null;
  expect(response.ok() && body?.status === true, `${what}: HTTP ${response.status()} ${JSON.stringify(body)}`).toBe(true);
  return body as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a fresh account. The language decides its shopping area, as in the browser (ru: RUB, else global). */
export async function register(request: APIRequestContext, language: Language): Promise<Account> {
  const credentials = newCredentials();
  const response = await request.post('/api/v2/web/register', {
    headers: { 'accept-language': language },
    data: { ...credentials, recaptchaToken: developmentCaptchaToken },
  });
  const { token } = await ok<{ token: string }>(response, 'register');
  return { ...credentials, token };
}

export async function mainData(request: APIRequestContext, account: Account): Promise<MainData> {
  return ok<MainData>(await request.get('/api/v2/web/frontend/data', { headers: bearer(account.token) }), 'frontend/data');
}

/** The name the site shows in `language` for the game of cheat `cheatId`: its name with its genre. */
export async function gameName(request: APIRequestContext, account: Account, cheatId: number, language: Language): Promise<string> {
  const cheat = (await mainData(request, account)).cheats.find(({ id }) => id === cheatId);
  expect(cheat, `cheat ${cheatId} in frontend/data`).toBeDefined();
  return message(language, 'main', 'game.named', { game: cheat!.game, genre: message(language, 'main', `game.genre.${cheat!.genre}`) });
}

/** Pays for `days` of `cheatId` through the development checkout, as a user would on its page. */
export async function buy(request: APIRequestContext, account: Account, cheatId: number, days = 30, times = 1): Promise<void> {
  const { products } = await mainData(request, account);
  const product = products.find((candidate) => candidate.cheat_id === cheatId && candidate.type === 'subscription' && candidate.params.days === days);
  expect(product, `a ${days}-day product for cheat ${cheatId}`).toBeDefined();
  for (let index = 0; index < times; index += 1) {
    const payment = await ok<{ payment_id: string }>(
      await request.post('/api/v2/web/user/payments', { headers: bearer(account.token), data: { cheat_id: cheatId, days } }),
      'create payment',
    );
    await ok(await request.post(`${apiURL}/dev/checkout/${encodeURIComponent(payment.payment_id)}`, { data: {} }), 'complete payment');
  }
}

/** The code of the newest mail to `email` in the API's development mailbox. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = await ok<{ mails: { text: string; created_at: string }[] }>(
        await request.get(`${apiURL}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`),
        'mailbox',
      );
      const newest = [...mails].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      code = newest ? /\b(\d{6})\b/.exec(newest.text)?.[1] : undefined;
      return code;
    })
    .toBeDefined();
  return code!;
}

/**
 * Telegram delivering what a tap on the deep link sends (`/start <payload>`) to the API's webhook,
 * replaying the recorded update the API's own tests use.
 */
export async function deliverTelegramStart(request: APIRequestContext, deepLink: string): Promise<void> {
  const payload = new URL(deepLink).searchParams.get('start');
  expect(payload, `start payload of ${deepLink}`).toBeTruthy();
  const recorded = readFileSync(path.join(__dirname, '..', 'api', 'test', 'fixtures', 'bots', 'telegram-start-deep-link.json'), 'utf8');
  const update = JSON.parse(recorded.replace('{{CODE}}', payload!)) as object;
  const response = await request.post(`${apiURL}/bots/telegram`, { headers: { 'x-telegram-bot-api-secret-token': telegramWebhookSecret }, data: update });
  expect(response.status(), `telegram webhook: ${await response.text()}`).toBe(200);
}

/** Confirms `account` as its owner would: asks for its code, then plays the bot receiving it. */
export async function confirmAccount(request: APIRequestContext, account: Account): Promise<void> {
  const { code } = await ok<{ code: string }>(await request.get('/api/v2/web/user/confirmation', { headers: bearer(account.token) }), 'confirmation');
  await confirmByBot(request, code);
}

/** Plays the Telegram bot receiving the confirmation code. */
export async function confirmByBot(request: APIRequestContext, code: string): Promise<void> {
  await ok(await request.post(`${apiURL}/dev/bot/confirm`, { data: { code, bot: 'telegram' } }), 'bot confirm');
}

/** Signs the browser in the way the site itself keeps a session: the access_token cookie. */
export async function signInWithCookie(context: BrowserContext, account: Account): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: account.token, url: baseURL, sameSite: 'Lax' }]);
}

export async function accessTokenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(baseURL)).find(({ name }) => name === 'access_token')?.value;
}

/** Opens a page of the site and waits for React to take over. */
export async function open(page: Page, language: Language, path: string): Promise<void> {
  await page.goto(localized(language, path));
  await waitForHydration(page);
}

/** Signs the browser in as `account` (its cookie) and opens a page of the site. */
export async function openSignedIn(page: Page, account: Account, language: Language, path: string): Promise<void> {
  await signInWithCookie(page.context(), account);
  await open(page, language, path);
}

/** The sign-in URL a visitor is sent to from `original` (already localized, with its query). */
export function signInRedirect(language: Language, original: string): string {
  return `${localized(language, '/auth/sign-in/')}?redirectTo=${encodeURIComponent(original)}`;
}

/** Labels of one page language, read from the message catalogue. */
export function texts(language: Language) {
  return {
    auth: (key: string, values?: Record<string, string>) => message(language, 'auth', key, values),
    profile: (key: string, values?: Record<string, string>) => message(language, 'profile', key, values),
    settings: (key: string, values?: Record<string, string>) => message(language, 'settings', key, values),
    header: (key: string) => message(language, 'header', key),
    notification: (key: string, values?: Record<string, string>) => message(language, 'notifications', key, values),
    error: (key: string) => message(language, 'errors.auth', key),
  };
}

/** A message as a pattern, with `.+` for each of `placeholders` (dates, prices). */
export function messagePattern(text: (values: Record<string, string>) => string, ...placeholders: string[]): RegExp {
  const marker = '\u0000';
  const filled = text(Object.fromEntries(placeholders.map((name) => [name, marker])));
  return new RegExp(
    filled
      .split(marker)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );
}

/** A field by its exact label (a password field's "Show password" toggle also contains "password"). */
export function field(page: Page | Locator, label: string): Locator {
  return page.getByLabel(label, { exact: true });
}

/** Fills and sends the sign-in form. */
export async function signInThroughForm(page: Page, language: Language, login: string, password: string): Promise<void> {
  const t = texts(language);
  // A click before hydration reaches the server's HTML only: the captcha would stay unanswered.
  await waitForHydration(page);
  await field(page, t.auth('login')).fill(login);
  await field(page, t.auth('password')).fill(password);
  await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
  await page.getByRole('button', { name: t.auth('signIn.submit'), exact: true }).click();
}

/** Fills and sends the sign-up form; the page then asks for the bot confirmation. */
export async function signUpThroughForm(page: Page, language: Language, credentials: { login: string; email: string; password: string }): Promise<void> {
  const t = texts(language);
  await open(page, language, '/auth/sign-up/');
  await field(page, t.auth('login')).fill(credentials.login);
  await field(page, t.auth('email')).fill(credentials.email);
  await field(page, t.auth('password')).fill(credentials.password);
  await field(page, t.auth('passwordRepeat')).fill(credentials.password);
  await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
  await page.getByRole('button', { name: t.auth('signUp.submit'), exact: true }).click();
  await expect(page).toHaveURL(localized(language, '/auth/sign-up-submit/'));
}

/** A notification (toast) with this title. Radix renders a second, announcer copy for a moment: take the first. */
export function toast(page: Page, title: string): Locator {
  return page.getByText(title, { exact: true }).first();
}

/** The section navigation of the account area. */
export function profileNav(page: Page, language: Language): Locator {
  return page.getByRole('navigation', { name: texts(language).header('profileNav.label') });
}

/** The loaded rows of the transaction list (skeleton rows are placeholders while a page loads). */
export function transactionRows(page: Page): Locator {
  return page.getByRole('table').locator('tbody > tr:not([data-skeleton])');
}

/**
 * Freezes the subscription on `card` through its confirmation dialog, checks that the server
 * kept it over a reload, unfreezes it and checks that the cool-down which follows blocks freezing.
 */
export async function freezeThenUnfreeze(page: Page, language: Language, card: Locator, game: string): Promise<void> {
  const t = texts(language);
  const freeze = card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true });
  await freeze.click();
  const dialog = page.getByRole('dialog', { name: t.profile('subscription.confirmFreeze.title', { game }) });
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
  await expect(freeze).toHaveAttribute('aria-disabled', 'true');
  await expect(freeze).toHaveAccessibleDescription(messagePattern((values) => t.profile('subscription.freeze.availableFrom', values), 'date'));
}

/**
 * Asks for a new e-mail on the settings page of the reference API, which changes it only once the
 * link mailed to it is opened: the page says so and shows the address waiting.
 */
export async function requestEmailChangeInSettings(page: Page, language: Language, email: string): Promise<void> {
  const t = texts(language);
  const form = page.getByRole('form', { name: t.settings('email.title'), exact: true });
  await field(form, t.settings('email.new')).fill(email);
  await form.getByRole('button', { name: t.settings('email.submit') }).click();
  await expect(toast(page, t.notification('emailLinkSent.title'))).toBeVisible();
  await expect(form.getByRole('group', { name: t.settings('email.pending', { email }) })).toBeVisible();
}

/** Changes the e-mail on the settings page of a backend that changes it at once (spec section 7), and checks the page reads the new one. */
export async function changeEmailInSettings(page: Page, language: Language, email: string): Promise<void> {
  const t = texts(language);
  const form = page.getByRole('form', { name: t.settings('email.title'), exact: true });
  await field(form, t.settings('email.new')).fill(email);
  await form.getByRole('button', { name: t.settings('email.submit') }).click();
  await expect(toast(page, t.notification('emailChanged.title'))).toBeVisible();
  await expect(form.getByText(t.settings('email.current', { email }))).toBeVisible();
}

/** Changes the password on the settings page; the form empties once the change is made. */
export async function changePasswordInSettings(page: Page, language: Language, oldPassword: string, newPassword: string): Promise<void> {
  const t = texts(language);
  const form = page.getByRole('form', { name: t.settings('password.title'), exact: true });
  await field(form, t.settings('password.old')).fill(oldPassword);
  await field(form, t.settings('password.new')).fill(newPassword);
  await field(form, t.settings('password.repeat')).fill(newPassword);
  await form.getByRole('button', { name: t.settings('password.submit') }).click();
  await expect(toast(page, t.notification('passwordChanged.title'))).toBeVisible();
  await expect(field(form, t.settings('password.old'))).toHaveValue('');
}

/** The card of one game on the subscription page. */
export function subscriptionCard(page: Page, game: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: game, exact: true }) });
}
