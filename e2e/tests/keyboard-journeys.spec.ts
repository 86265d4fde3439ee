import { expect, test, type Locator, type Page } from '@playwright/test';
import { buy, field, gameName, open, profileNav, register, signInWithCookie, subscriptionCard, texts } from '../account';
import { message, type Language } from '../support';

// The account journeys by keyboard alone, as a screen-reader user makes them. Every
// step asserts where focus is (document.activeElement) and what the page announcer and the
// live regions said. Focus is only ever moved by keys here: Tab, Shift+Tab, Enter, Space,
// arrows and Escape.

interface Said {
  /** `page-announcer`, or the live region's role (`status`, `alert`, ...). */
  by: string;
  text: string;
}

/** Records every text any live region takes, from the first byte of every document. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const said: Said[] = [];
    (window as unknown as { __said: Said[] }).__said = said;
    const selector = '[aria-live], [role="status"], [role="alert"]';
    // The region a change happened in, or regions that arrived with their text (an alert).
    const regionsOf = (record: MutationRecord): Element[] => {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const around = target?.closest(selector);
      if (around) return [around];
      return Array.from(record.addedNodes).flatMap((node) =>
        node instanceof Element ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)] : [],
      );
    };
    new MutationObserver((records) => {
      for (const region of records.flatMap(regionsOf)) {
        const text = region.textContent?.trim();
        if (!text) continue;
        const by = region.id === 'page-announcer' ? region.id : (region.getAttribute('role') ?? 'live');
        const last = said[said.length - 1];
        if (last?.by !== by || last.text !== text) said.push({ by, text });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function said(page: Page): Promise<Said[]> {
  return page.evaluate(() => (window as unknown as { __said: Said[] }).__said);
}

/** What the site's route announcer said last. */
async function lastAnnouncement(page: Page): Promise<string | undefined> {
  return (await said(page)).filter(({ by }) => by === 'page-announcer').at(-1)?.text;
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. Returns the count. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 25 } = {}): Promise<number> {
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached in ${limit} presses`);
}

/** After an in-app move: the announcer named the page, the tab carries its title, focus is on its h1. */
async function expectArrivedAt(page: Page, title: string, heading: string | RegExp): Promise<void> {
  await expect.poll(() => lastAnnouncement(page)).toBe(title);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  // No stale name either: nothing announced the page being left after this one.
  await expect(page.locator('#gatsby-announcer')).toBeHidden();
}

const sectionTitle = (language: Language, section: string) => message(language, 'main', 'meta.section.title', { section });

test('keyboard and screen reader: sign in, freeze, transactions, password, language, theme, sign out', async ({ page, request }) => {
  test.slow();
  const language: Language = 'en';
  const t = texts(language);
  const account = await register(request, language);
  // Twelve purchases: a full page of ten and a short last page of two.
  await buy(request, account, 1, 7, 12);
  const game = await gameName(request, account, 1, language);
  await recordAnnouncements(page);
  await open(page, language, '/auth/sign-in/');

  // Sign in. Without the captcha the check fails on the client: focus on the checkbox, which says why.
  const login = field(page, t.auth('login'));
  const password = field(page, t.auth('password'));
  const captcha = page.getByRole('checkbox', { name: t.auth('captcha.dev') });
  const submit = page.getByRole('button', { name: t.auth('signIn.submit'), exact: true });
  await tabTo(page, login);
  await page.keyboard.type(account.login);
  await tabTo(page, password);
  await page.keyboard.type('not-the-password');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(captcha).toBeFocused();
  await expect(captcha).toHaveAttribute('aria-invalid', 'true');
  await expect(captcha).toHaveAccessibleDescription(t.error('CAPTCHA_REQUIRED'));

  // A wrong password: both fields are marked, described by the form's alert, the first focused.
  await page.keyboard.press('Space');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(login).toBeFocused();
  for (const input of [login, password]) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(t.error('INVALID_CREDENTIALS'));
  }
  expect((await said(page)).filter(({ by }) => by === 'alert').map(({ text }) => text)).toContain(t.error('INVALID_CREDENTIALS'));

  await tabTo(page, password);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(account.password);
  await expect(password).not.toHaveAttribute('aria-invalid');
  // The refusal was about the password, not the captcha: it stays answered.
  await expect(captcha).toBeChecked();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/en/profile/');
  await expectArrivedAt(page, sectionTitle(language, t.profile('home.title')), t.profile('home.greeting', { login: account.login }));

  // Subscription, from the section navigation just before the heading.
  const nav = profileNav(page, language);
  await tabTo(page, nav.getByRole('link', { name: t.header('menu.subscription') }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, sectionTitle(language, t.profile('subscription.title')), t.profile('subscription.title'));

  // Freeze: Escape returns focus to Freeze; confirming leaves it on the card's new action, Unfreeze.
  const card = subscriptionCard(page, game);
  const freeze = card.getByRole('button', { name: t.profile('subscription.freeze'), exact: true });
  await tabTo(page, freeze);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t.profile('subscription.confirmFreeze.title', { game }) });
  await expect(dialog.getByRole('button', { name: t.profile('confirm.cancel') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(freeze).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: t.profile('subscription.freeze'), exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'frozen');
  const unfreeze = card.getByRole('button', { name: t.profile('subscription.unfreeze'), exact: true });
  await expect(unfreeze).toBeFocused();
  await expect.poll(async () => (await said(page)).map(({ text }) => text)).toContain(t.profile('subscription.freezing'));
  await expect.poll(async () => (await said(page)).some(({ text }) => text.includes(t.notification('subscriptionFrozen.title')))).toBe(true);

  // Unfreeze keeps focus on the card's first action, Extend; Freeze now waits for its cool-down.
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.getByRole('button', { name: t.profile('subscription.extend'), exact: true })).toBeFocused();
  await expect(freeze).toHaveAttribute('aria-disabled', 'true');
  await expect.poll(async () => (await said(page)).map(({ text }) => text)).toContain(t.profile('subscription.unfreezing'));

  // Every transaction: after "Load more" focus is on the first new row, and the end is announced.
  await tabTo(page, nav.getByRole('link', { name: t.header('menu.transactions') }), { backwards: true });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, sectionTitle(language, t.profile('transactions.title')), t.profile('transactions.title'));
  const rows = page.getByRole('table').locator('tbody > tr[data-row]');
  await expect(rows).toHaveCount(10);
  await tabTo(page, page.getByRole('button', { name: t.profile('transactions.loadMore') }));
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(12);
  await expect(rows.nth(10)).toBeFocused();
  const end = message(language, 'profile', 'transactions.end');
  await expect(page.getByText(end, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await said(page)).filter(({ by }) => by === 'status').at(-1)?.text)
    .toBe(`${message(language, 'profile', 'transactions.loaded_other', { count: '2' })}. ${end}`);

  // Settings: a wrong current password marks that field, focused, described by the message.
  await tabTo(page, nav.getByRole('link', { name: t.header('menu.settings') }), { backwards: true, limit: 40 });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, sectionTitle(language, t.settings('title')), t.settings('title'));
  const oldPassword = field(page, t.settings('password.old'));
  await tabTo(page, oldPassword);
  await page.keyboard.type('wrong-old-password');
  await tabTo(page, field(page, t.settings('password.new')));
  await page.keyboard.type('a-new-password-1');
  await tabTo(page, field(page, t.settings('password.repeat')));
  await page.keyboard.type('a-new-password-1');
  await tabTo(page, page.getByRole('button', { name: t.settings('password.submit') }));
  await page.keyboard.press('Enter');
  await expect(oldPassword).toBeFocused();
  await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(oldPassword).toHaveAccessibleDescription(t.error('INVALID_PASSWORD'));

  // Language: the switcher is named with a word, not letters; the new page is announced in German.
  const switcher = page.getByRole('button', { name: `${t.header('language.label')} English` });
  await tabTo(page, switcher, { backwards: true, limit: 40 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/de/profile/settings/');
  const de = texts('de');
  await expectArrivedAt(page, sectionTitle('de', de.settings('title')), de.settings('title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Theme: the toggle keeps focus and says its state.
  const toggle = page.getByRole('button', { name: de.header('theme.dark') });
  await tabTo(page, toggle, { backwards: true });
  const before = await page.locator('html').getAttribute('data-theme');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', before ?? '');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', before === 'dark' ? 'false' : 'true');

  // Sign out: the sign-in page is announced and titled as such, its heading focused.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: de.header('account.signOut') }), { backwards: true });
  await page.keyboard.press('Enter');
  await page.waitForURL('**/de/auth/sign-in/');
  await expectArrivedAt(page, sectionTitle('de', de.auth('signIn.title')), de.auth('signIn.title'));
});

test('the account tabs at 320 px in German: the current section and sign-out in view, and a sign of more', async ({ page, request }) => {
  const language: Language = 'de';
  const t = texts(language);
  const account = await register(request, language);
  await signInWithCookie(page.context(), account);
  await page.setViewportSize({ width: 320, height: 640 });
  await open(page, language, '/profile/transactions/');
  const nav = profileNav(page, language);
  // The scrolling tabs; sign-out is in a list of its own beside them (decision 0035).
  const list = nav.getByRole('list').first();
  const current = nav.getByRole('link', { name: t.header('menu.transactions') });
  const signOut = nav.getByRole('link', { name: t.profile('logout') });
  await expect(current).toHaveAttribute('aria-current', 'page');

  const inView = async (link: Locator) => {
    const box = (await link.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 320;
  };
  // Without any sideways swipe: the strip starts scrolled to the current tab, sign-out pinned at its end.
  expect(await inView(current)).toBe(true);
  expect(await inView(signOut)).toBe(true);
  const pinned = (await signOut.boundingBox())!;
  expect((await current.boundingBox())!.x + (await current.boundingBox())!.width).toBeLessThanOrEqual(pinned.x + 1);
  // Tabs lie beyond at least one edge, and that edge says so (its fade is shown).
  const edges = await list.evaluate((element) => [element.hasAttribute('data-more-start'), element.hasAttribute('data-more-end')]);
  expect(edges.some(Boolean)).toBe(true);
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A tab reached by keyboard is scrolled fully into the strip, clear of the pinned sign-out.
  const settings = nav.getByRole('link', { name: t.header('menu.settings') });
  await tabTo(page, settings, { limit: 15 });
  await expect(settings).toBeFocused();
  const settingsBox = (await settings.boundingBox())!;
  expect(settingsBox.x + settingsBox.width).toBeLessThanOrEqual(pinned.x + 1);
  expect(settingsBox.x).toBeGreaterThanOrEqual(0);
});
