import { expect, test } from '@playwright/test';
import { confirmByBot, field, mailedCode, open, openSignedIn, register, signInThroughForm, texts } from '../account';
import { expectNoAxeViolations, localized, message, recordLayoutShifts, type Language } from '../support';

// The paying user's dead ends, in English on a desktop and in German on a 360 px phone: an
// unconfirmed account is reminded on every account section until a bot confirms it, the
// reminder keeping its code's room while the code is asked for; an e-mail
// typed at sign-in gets its own answer with the captcha still answered; the restore flow
// survives reloads, says how long its code lives and offers another code a minute later.

const runs = [
  { language: 'en', width: 1280, height: 800 },
  { language: 'de', width: 360, height: 780 },
] as const satisfies readonly { language: Language; width: number; height: number }[];

for (const { language, width, height } of runs) {
  test.describe(`${language}, ${width} px`, () => {
    test.use({ viewport: { width, height } });
    const t = texts(language);
    const bannerName = t.auth('confirm.banner.title');

    test('an unconfirmed account sees the reminder with its code on every section until the bot confirms', async ({ page, request }) => {
      const account = await register(request, language);
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, account.login, account.password);
      await expect(page).toHaveURL(localized(language, '/profile/'));

      const banner = page.getByRole('region', { name: bannerName });
      await expect(banner).toBeVisible();
      // The banner shows while its code is still being asked for: wait for the code itself.
      const codeField = field(banner, t.auth('confirm.code'));
      await expect(codeField).toHaveValue(/^\S{8}$/);
      const code = await codeField.inputValue();
      await expect(banner.getByRole('link', { name: t.auth('confirm.vk') })).toBeVisible();
      await expect(banner.getByRole('link', { name: t.auth('confirm.banner.open') })).toHaveAttribute('href', localized(language, '/auth/sign-up-submit/'));
      await expect(banner.getByRole('button', { name: /close|schließen/i })).toHaveCount(0);

      // Another section: still there.
      await open(page, language, '/profile/settings/');
      await expect(page.getByRole('region', { name: bannerName })).toBeVisible();

      // The bot confirms in another app; back in the tab, the reminder goes.
      await confirmByBot(request, code);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByRole('region', { name: bannerName })).toHaveCount(0);
      await open(page, language, '/profile/');
      await expect(page.getByRole('heading', { level: 1, name: t.profile('home.greeting', { login: account.login }) })).toBeVisible();
      await expect(page.getByRole('region', { name: bannerName })).toHaveCount(0);
    });

    test('the reminder holds its code field\'s room while the code is asked for: it passes axe, and nothing moves when the code lands', async ({ page, request }) => {
      const account = await register(request, language);
      const layoutShifts = await recordLayoutShifts(page);
      // The code's reply waits until the held room has been looked at.
      let release: () => void = () => undefined;
      const released = new Promise<void>((done) => (release = done));
      await page.route('**/api/v2/web/user/confirmation', async (route) => {
        await released;
        await route.continue();
      });
      await openSignedIn(page, account, language, '/profile/settings/');
      const banner = page.getByRole('region', { name: bannerName });
      await expect(banner.locator('[data-code-pending][aria-busy="true"]')).toBeVisible();
      // The held room is the field itself, unseen and out of the accessibility tree.
      await expect(banner.getByRole('textbox', { name: t.auth('confirm.code') })).toHaveCount(0);
      const before = await banner.boundingBox();
      await expectNoAxeViolations(page);

      release();
      await expect(field(banner, t.auth('confirm.code'))).toHaveValue(/^\S{8}$/);
      expect(await banner.boundingBox()).toEqual(before);
      await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
      expect(await layoutShifts()).toEqual([]);
    });

    test('an e-mail typed at sign-in is answered as such, with the way to restore, and the captcha stays answered', async ({ page, request }) => {
      const account = await register(request, language);
      await open(page, language, '/auth/sign-in/');
      await signInThroughForm(page, language, account.email, account.password);
      await expect(page.getByText(t.error('LOGIN_IS_EMAIL'))).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.auth('captcha.dev') })).toBeChecked();

      // With the username, the same form (captcha still answered) signs in.
      await field(page, t.auth('login')).fill(account.login);
      await page.getByRole('button', { name: t.auth('signIn.submit'), exact: true }).click();
      await expect(page).toHaveURL(localized(language, '/profile/'));
    });

    test('the restore flow survives reloads, says how long the code lives and offers another code a minute later', async ({ page, request }) => {
      test.slow();
      const account = await register(request, language);
      const newPassword = `${account.password}-new`;
      await open(page, language, '/auth/restore-password/');
      await field(page, t.auth('email')).fill(account.email);
      await page.getByRole('checkbox', { name: t.auth('captcha.dev') }).check();
      await page.getByRole('button', { name: t.auth('restore.sendCode') }).click();
      const codeLead = page.getByText(t.auth('restore.codeLead', { email: account.email }));
      await expect(codeLead).toBeVisible();

      await page.reload();
      await expect(codeLead).toBeVisible();
      await expect(page.getByText(t.auth('restore.codeLifetime', { minutes: '60' }))).toBeVisible();
      // Another code only a minute after the last: the wait is counted down beside the button.
      const resend = page.getByRole('button', { name: t.auth('restore.resend') });
      await expect(resend).toBeDisabled();
      await expect(page.getByText(new RegExp(message(language, 'auth', 'restore.resendIn', { wait: '§' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('§', '.+')))).toBeVisible();

      await field(page, t.auth('restore.code')).fill(await mailedCode(request, account.email));
      await page.getByRole('button', { name: t.auth('restore.checkCode') }).click();
      const passwordLead = page.getByText(t.auth('restore.passwordLead'));
      await expect(passwordLead).toBeVisible();
      await page.reload();
      await expect(passwordLead).toBeVisible();
      // Nothing typed as a password was kept.
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(newPassword);

      await field(page, t.auth('restore.newPassword')).fill(newPassword);
      await field(page, t.auth('passwordRepeat')).fill(newPassword);
      await page.getByRole('button', { name: t.auth('restore.save') }).click();
      await expect(page).toHaveURL(localized(language, '/auth/sign-in/'));
      await expect(page.getByText(t.notification('passwordReset.content'), { exact: true }).first()).toBeVisible();
      // The reset knew the address only: sign-in starts with the username the server named.
      await expect(field(page, t.auth('login'))).toHaveValue(account.login);
      // Done: the tab keeps no progress.
      expect(await page.evaluate(() => sessionStorage.getItem('chameleon:password-reset'))).toBeNull();
    });
  });
}
