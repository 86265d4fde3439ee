import { expect, test, type Page } from '@playwright/test';
import { open, register, signInWithCookie, texts } from '../account';
import { localized, waitForHydration, type Language } from '../support';

// Each account section is a static page of its own with its title and lead, so a section opened
// directly shows its title before any bundle runs, in the place the screen keeps for it.
const sections = [
  { language: 'en', path: '/profile/subscription/', title: ['profile', 'subscription.title'], lead: ['profile', 'subscription.lead'] },
  { language: 'de', path: '/profile/transactions/', title: ['profile', 'transactions.title'] },
  { language: 'fr', path: '/profile/settings/', title: ['settings', 'title'] },
] as const satisfies readonly { language: Language; path: string; title: readonly [string, string]; lead?: readonly [string, string] }[];

const text = (language: Language, [namespace, key]: readonly [string, string]) => texts(language)[namespace as 'profile'](key);

for (const section of sections) {
  test(`${section.language}${section.path} paints its title from the static HTML, where the screen keeps it`, async ({ browser, request }) => {
    const account = await register(request, section.language);

    // Without any bundle: only the HTML and its inline head script.
    const bare = await browser.newContext();
    await signInWithCookie(bare, account);
    const staticPage = await bare.newPage();
    await staticPage.route(/\.js(\?|$)/, (route) => route.abort());
    await staticPage.goto(localized(section.language, section.path));
    const headings = staticPage.getByRole('heading', { level: 1 });
    await expect(headings).toHaveCount(1);
    await expect(headings).toHaveText(text(section.language, section.title));
    if ('lead' in section) await expect(staticPage.getByText(text(section.language, section.lead))).toBeVisible();
    // The home's launcher download is the home's alone (decision 0033).
    await expect(staticPage.getByText(texts(section.language).profile('home.install.text'))).toBeHidden();
    const before = await headings.boundingBox();
    await bare.close();

    // With them: the screen takes over and its title stands exactly there.
    const context = await browser.newContext();
    await signInWithCookie(context, account);
    const page = await context.newPage();
    await open(page, section.language, section.path);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1, name: text(section.language, section.title) });
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    await context.close();
  });
}

// Decision 0033: the home's launcher download needs nothing of the session, so the static page
// paints it under the title, where the home screen keeps it, before any bundle or the restore.
test('es/profile/ paints the launcher download from the static HTML, where the home screen keeps it', async ({ browser, request }) => {
  const account = await register(request, 'es');
  const install = (page: Page) => page.getByRole('region', { name: texts('es').profile('home.install.title') });

  const bare = await browser.newContext();
  await signInWithCookie(bare, account);
  const staticPage = await bare.newPage();
  await staticPage.route(/\.js(\?|$)/, (route) => route.abort());
  await staticPage.goto(localized('es', '/profile/'));
  await expect(install(staticPage)).toBeVisible();
  await expect(install(staticPage).getByText(texts('es').profile('home.install.text'))).toBeVisible();
  await expect(install(staticPage).getByRole('link')).toHaveAttribute('download', '');
  // Only the home's: no other section's content shows.
  await expect(staticPage.getByRole('region')).toHaveCount(1);
  const before = await install(staticPage).boundingBox();
  await bare.close();

  const context = await browser.newContext();
  await signInWithCookie(context, account);
  const page = await context.newPage();
  await open(page, 'es', '/profile/');
  await expect(page.getByRole('heading', { level: 1, name: texts('es').profile('home.greeting', { login: account.login }) })).toBeVisible();
  await expect(page.getByRole('region', { name: texts('es').profile('home.account'), exact: true })).toBeVisible();
  expect(await install(page).boundingBox()).toEqual(before);
  await context.close();
});

// A keyboard user who moved through the static page on a slow phone keeps their place when the
// app takes over: the frame the static page painted is the one the app keeps.
test('fr/profile/transactions/: focus moved on the static page stays on the same control when the app takes over', async ({ browser, request }) => {
  const account = await register(request, 'fr');
  // A phone: the account tabs are a bar that scrolls sideways, and Settings lies beyond its edge.
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  await signInWithCookie(context, account);
  const page = await context.newPage();
  // The app's bundle late, as on a slow network: the static page is there to be used first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not `load`: the held bundle is an async script of the page, which `load` waits for.
  await page.goto(localized('fr', '/profile/transactions/'), { waitUntil: 'domcontentloaded' });
  const tab = page.getByRole('navigation', { name: texts('fr').header('profileNav.label') }).getByRole('link', { name: texts('fr').header('menu.settings') });
  await expect(tab).toBeVisible();
  for (let presses = 0; presses < 20 && !(await tab.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(tab).toBeFocused();
  const staticTab = await tab.elementHandle();
  release();
  await waitForHydration(page);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // The same tab, still focused.
  expect(await staticTab?.evaluate((link) => link.isConnected && link === document.activeElement)).toBe(true);
  await expect(tab).toBeFocused();
  // And in sight: the bar brings the focused tab into view, not the current one.
  const bar = await page.getByRole('navigation', { name: texts('fr').header('profileNav.label') }).getByRole('list').first().boundingBox();
  const box = await tab.boundingBox();
  expect(box && bar && box.x >= bar.x && box.x + box.width <= bar.x + bar.width).toBe(true);
  await context.close();
});
