import { expect, test } from '@playwright/test';
import { field, openSignedIn, register, signInThroughForm } from '../account';
import { attachScreenshot, expectNoAxeViolations, message, waitForHydration, type Language } from '../support';

// Decision 0023: the launcher opens /auth/sso?request=<id>; the user types the code the launcher
// shows. By keyboard alone, in a non-default language, with a wrong code first.

const language: Language = 'fr';

test('launcher sign-in by keyboard: a wrong code is kept and refused, the right one lets the launcher in', async ({ page, request }, testInfo) => {
  const account = await register(request, language);
  const started = await (await request.post('/api/v2/launcher/sso', { data: {} })).json();
  const link = new URL(started.authorize_url);
  expect(link.searchParams.get('code')).toBeNull();

  await openSignedIn(page, account, language, `/auth/sso/${link.search}`);
  const code = field(page, message(language, 'auth', 'sso.code'));
  await expect(code).toHaveValue('');
  await expect(page.getByText(message(language, 'auth', 'sso.enterCode'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Tab from the top of the page to the code field; only keys move focus.
  for (let step = 0; step < 20 && !(await code.evaluate((input) => input === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  await page.keyboard.type('ZZZZ-ZZZZ');
  await page.keyboard.press('Enter');
  await expect(code).toHaveAccessibleDescription(new RegExp(message(language, 'errors.auth', 'INVALID_CODE')));
  await expect(code).toHaveValue('ZZZZ-ZZZZ');
  const polledEarly = await (await request.post('/api/v2/launcher/sso/token', { data: { request_id: started.request_id, poll_token: started.poll_token } })).json();
  expect(polledEarly).toEqual({ status: true, authorized: false });

  await code.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(started.user_code.toLowerCase().replace('-', ' '));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: message(language, 'auth', 'sso.success') })).toBeVisible();
  await attachScreenshot(page, testInfo, 'launcher-sign-in-done');

  const polled = await (await request.post('/api/v2/launcher/sso/token', { data: { request_id: started.request_id, poll_token: started.poll_token } })).json();
  expect(polled).toMatchObject({ status: true, authorized: true, token: expect.any(String) });
  const data = await (await request.get('/api/v2/web/frontend/data', { headers: { authorization: `Bearer ${polled.token}` } })).json();
  expect(data.user.login).toBe(account.login);
});

test('a launcher asking in English opens the English page; a language picked on sign-in holds; Cancel tells the launcher', async ({ page, request }) => {
  const account = await register(request, 'en');
  const started = await (await request.post('/api/v2/launcher/sso', { data: {}, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).json();
  const link = new URL(started.authorize_url);
  expect(link.pathname).toBe('/en/auth/sso');

  // Signed out: the page sends the visitor to sign-in, in English.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/en\/auth\/sign-in\/\?redirectTo=/);
  await waitForHydration(page);
  await page.getByRole('button', { name: message('en', 'header', 'language.label') }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/auth\/sign-in\/\?redirectTo=%2Fde%2Fauth%2Fsso/);

  await signInThroughForm(page, 'de', account.login, account.password);
  await expect(page).toHaveURL(new RegExp(`/de/auth/sso/?\\?request=${started.request_id}`));
  await expect(page.getByText(message('de', 'auth', 'sso.signedInAs', { login: account.login }))).toBeVisible();
  await expect(page.getByRole('button', { name: message('de', 'auth', 'sso.switchAccount') })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: message('de', 'auth', 'sso.refuse'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: message('de', 'auth', 'sso.refused') })).toBeVisible();
  const polled = await request.post('/api/v2/launcher/sso/token', { data: { request_id: started.request_id, poll_token: started.poll_token } });
  expect({ status: polled.status(), body: await polled.json() }).toEqual({ status: 410, body: { status: false, message: 'SSO_REQUEST_REFUSED' } });
});

test('a launcher asking in none of our languages opens the visitor’s stored language', async ({ page, request }) => {
  const account = await register(request, 'es');
  const started = await (await request.post('/api/v2/launcher/sso', { data: {}, headers: { 'accept-language': 'ja-JP' } })).json();
  const link = new URL(started.authorize_url);
  expect(link.searchParams.get('language')).toBe('auto');
  await openSignedIn(page, account, 'es', '/');
  // The choice a visitor stores by picking a language (the switcher writes this cookie).
  await page.evaluate(() => {
    document.cookie = 'locale=es; path=/';
  });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(new RegExp(`/es/auth/sso/?\\?request=${started.request_id}$`));
  await expect(page.getByText(message('es', 'auth', 'sso.enterCode'))).toBeVisible();
});
