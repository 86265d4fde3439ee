import { expect, test, type APIRequestContext } from '@playwright/test';
import { accessTokenCookie, open, openSignedIn, register, requestEmailChangeInSettings, signInWithCookie, texts, toast, type Account } from '../account';
import { apiURL } from '../playwright.config';
import { expectNoAxeViolations, localized, waitForHydration, type Language } from '../support';

// Account recovery in the browser: a new address counts once its mailed link is opened, the old address
// can undo the change (which signs out everywhere and mails a reset code), and any session can
// end the others. Two languages, one of them on a phone's width.

interface Mail {
  to: string;
  text: string;
  created_at: string;
}

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${apiURL}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  expect(response.ok(), `mailbox: HTTP ${response.status()}`).toBe(true);
  const { mails } = (await response.json()) as { mails: Mail[] };
  return [...mails].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The path and fragment of the newest `#<kind>=` link mailed to `email` (the mail names the site's own origin). */
async function mailedLink(request: APIRequestContext, email: string, kind: 'confirm' | 'undo'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const found = (await mailsTo(request, email)).map((mail) => new RegExp(`https?://\\S+#${kind}=[\\w-]+`).exec(mail.text)?.[0]).find(Boolean);
      link = found === undefined ? undefined : `${new URL(found).pathname}${new URL(found).hash}`;
      return link;
    })
    .toBeDefined();
  return link!;
}

/** A second browser-like session of the account, made by signing in again. */
async function signInAgain(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/v2/web/login', {
    data: { login: account.login, password: account.password, recaptchaToken: 'development-captcha-token' },
  });
  const body = (await response.json()) as { token?: string };
  expect(body.token, `login: HTTP ${response.status()}`).toBeTruthy();
  return body.token!;
}

const journeys = [
  { language: 'en', viewport: { width: 1280, height: 800 } },
  { language: 'de', viewport: { width: 360, height: 740 } },
] as const satisfies readonly { language: Language; viewport: { width: number; height: number } }[];

for (const { language, viewport } of journeys) {
  test.describe(`account recovery, ${language} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const t = texts(language);

    test('a new address counts once its link is opened; the old address undoes it and signs out everywhere', async ({ page, request }) => {
      test.slow();
      const account = await register(request, language);
      const newEmail = `new.${account.email}`;
      await openSignedIn(page, account, language, '/profile/settings/');

      await requestEmailChangeInSettings(page, language, newEmail);
      const emailForm = page.getByRole('form', { name: t.settings('email.title'), exact: true });
      // Not changed yet: the confirmed address stays, the new one waits.
      await expect(emailForm.getByText(t.settings('email.current', { email: account.email }))).toBeVisible();
      await expect(emailForm.getByRole('group', { name: t.settings('email.pending', { email: newEmail }) })).toBeVisible();

      // The link mailed to the new address: opening it changes nothing until the press.
      const confirmLink = await mailedLink(request, newEmail, 'confirm');
      await page.goto(confirmLink);
      await waitForHydration(page);
      const confirm = page.getByRole('button', { name: t.auth('emailChange.confirm') });
      await expect(confirm).toBeVisible();
      // The token left the address bar (and the history).
      expect(new URL(page.url()).hash).toBe('');
      await expectNoAxeViolations(page);
      await confirm.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.auth('emailChange.confirmed', { email: newEmail }))).toBeVisible();
      await page.getByRole('link', { name: t.auth('emailChange.toSettings') }).click();
      await expect(page).toHaveURL(localized(language, '/profile/settings/'));
      await expect(emailForm.getByText(t.settings('email.current', { email: newEmail }))).toBeVisible();

      // The previous address got the "this wasn't me" link.
      const undoLink = await mailedLink(request, account.email, 'undo');
      await page.goto(undoLink);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.auth('emailChange.undo') }).click();
      await expect(page.getByText(t.auth('emailChange.restored', { email: account.email }))).toBeVisible();
      await expect(page.getByText(t.auth('emailChange.restoredHint', { email: account.email }))).toBeVisible();
      await expect(page.getByRole('link', { name: t.auth('emailChange.toRestore') })).toHaveAttribute('href', localized(language, '/auth/restore-password/'));
      await expectNoAxeViolations(page);

      // Signed out here, and the token is dead on the server too.
      expect(await accessTokenCookie(page.context())).toBeUndefined();
      const refused = await request.get('/api/v2/web/frontend/data', { headers: { authorization: `Bearer ${account.token}` } });
      expect(refused.status()).toBe(401);
      await open(page, language, '/profile/settings/');
      await expect(page).toHaveURL(new RegExp(`${localized(language, '/auth/sign-in/')}`));

      // A reset code went to the restored address, after the notice that carried the undo link.
      await expect.poll(async () => /\b\d{6}\b/.test((await mailsTo(request, account.email))[0]?.text.replace(/https?:\/\/\S+/g, '') ?? '')).toBe(true);

      // The link works once only.
      await page.goto(undoLink);
      await waitForHydration(page);
      await page.getByRole('button', { name: t.auth('emailChange.undo') }).click();
      await expect(page.getByRole('alert')).toContainText(t.auth('emailChange.invalid'));
    });

    test('one browser signs another out from the sessions card', async ({ browser, page, request }) => {
      const account = await register(request, language);
      const other = await browser.newContext({ viewport });
      await signInWithCookie(other, { ...account, token: await signInAgain(request, account) });
      const otherPage = await other.newPage();
      await open(otherPage, language, '/profile/');
      await expect(otherPage.getByRole('heading', { level: 1 })).toBeVisible();

      await openSignedIn(page, account, language, '/profile/settings/');
      const card = page.getByRole('region', { name: t.settings('sessions.title') });
      await expect(card.getByRole('listitem')).toHaveCount(2);
      await expect(card.getByRole('listitem').first()).toContainText(t.settings('sessions.current'));
      await expectNoAxeViolations(page);
      if (language === 'en') {
        await card.getByRole('button', { name: t.settings('sessions.signOutOthers') }).click();
        await expect(toast(page, t.notification('otherSessionsEnded.title'))).toBeVisible();
      } else {
        await card.getByRole('listitem').nth(1).getByRole('button').click();
        await expect(toast(page, t.notification('sessionEnded.title'))).toBeVisible();
      }
      await expect(card.getByText(t.settings('sessions.none'))).toBeVisible();

      // The other browser is signed out on its next call: here, opening the settings.
      await otherPage.getByRole('navigation', { name: t.header('profileNav.label') }).getByRole('link', { name: t.header('menu.settings') }).click();
      await expect(otherPage).toHaveURL(new RegExp(`${localized(language, '/auth/sign-in/')}`));
      expect(await accessTokenCookie(other)).toBeUndefined();
      // This one is still signed in.
      await page.reload();
      await expect(page.getByRole('form', { name: t.settings('email.title'), exact: true })).toBeVisible();
      await other.close();
    });
  });
}
