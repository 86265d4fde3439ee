import { expect, test } from '@playwright/test';
import { field, openSignedIn, register } from '../account';
import { attachScreenshot, expectNoAxeViolations, message, type Language } from '../support';

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
