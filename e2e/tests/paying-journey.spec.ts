import { expect, test, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { field, newCredentials, open, signUpThroughForm, texts, transactionRows } from '../account';
import { apiURL } from '../playwright.config';
import { localized, message, recordLayoutShifts, repo, type Language } from '../support';

// The paying visitor's whole journey: the landing names the games as the account does and
// shows their prices, sign-up, confirmation on the API's development bot page, payment at the
// development checkout, the success screen and the receipt. In English on a desktop and in German on a
// 360 px phone. With DOCS_SCREENSHOTS=1 the German run also rewrites the screenshots in
// docs/screenshots/ (the landing's prices, the payment page with its new end date and the
// success screen, 360 and 1280 px).

const journeys = [
  { language: 'en', width: 1280, height: 800 },
  { language: 'de', width: 360, height: 780 },
] as const satisfies readonly { language: Language; width: number; height: number }[];

const docsScreenshots = process.env.DOCS_SCREENSHOTS === '1';

/** Shots at both widths (of the whole page, or of `part`), back at the journey's own width afterwards. */
async function documentScreens(page: Page, name: string, journeyWidth: number, journeyHeight: number, part?: Locator): Promise<void> {
  if (!docsScreenshots) return;
  // The demo badge is fixed to the viewport: a full-page shot would paint it over the page's middle.
  const badge = await page.addStyleTag({ content: '[data-demo-notice] { display: none !important; }' });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(repo, 'docs', 'screenshots', `${name}-de-${width}.png`);
    if (part) await part.screenshot({ path: file, animations: 'disabled' });
    else await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  }
  await badge.evaluate((style) => (style as Element).remove());
  await page.setViewportSize({ width: journeyWidth, height: journeyHeight });
}

for (const { language, width, height } of journeys) {
  test.describe(`paying journey, ${language}, ${width} px`, () => {
    test.use({ viewport: { width, height } });
    const t = texts(language);
    const main = (key: string, values?: Record<string, string>) => message(language, 'main', key, values);
    const shooter = main('game.named', { game: 'Siege Line', genre: main('game.genre.shooter') });

    test('landing → sign up → confirm → pay → success → receipt', async ({ page }) => {
      test.slow();
      // The landing names the game as the account will, with its prices from the catalogue
      // (this API has no country header: the global area's dollars). The lists sit below the
      // first screen: the catalogue is asked for once the visitor scrolls towards them, once
      // for both games, into the room the static page keeps.
      const catalogueRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/catalogue')) catalogueRequests.push(request.url());
      });
      const layoutShifts = await recordLayoutShifts(page);
      await open(page, language, '/');
      await expect(page.getByRole('heading', { level: 3, name: shooter, exact: true })).toBeAttached();
      const prices = page.getByRole('article', { name: shooter }).getByRole('group', { name: message(language, 'home', 'prices.title') });
      await expect(prices).toHaveAttribute('aria-busy', 'true');
      const below = await prices.evaluate((list) => list.getBoundingClientRect().top / window.innerHeight);
      expect(below, 'the price list starts beyond one and a half screens').toBeGreaterThan(1.5);
      await page.waitForLoadState('networkidle');
      expect(catalogueRequests).toHaveLength(0);
      await prices.scrollIntoViewIfNeeded();
      await expect(prices.getByRole('term')).toHaveText([7, 30, 90].map((count) => message(language, 'home', 'prices.days_other', { count: String(count) })));
      const dollars = (cents: number) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(cents / 100);
      await expect(prices.getByRole('definition')).toHaveText([499, 1499, 3499].map(dollars));
      await expect(page.getByRole('group', { name: message(language, 'home', 'prices.title') })).toHaveCount(2);
      expect(catalogueRequests).toHaveLength(1);
      expect(await layoutShifts(), 'layout shifts on the landing').toEqual([]);
      if (language === 'de') {
        const section = page.getByRole('region', { name: message(language, 'home', 'features.title') });
        await documentScreens(page, 'landing-prices', width, height, section);
      }

      const { login, email, password } = newCredentials();
      await signUpThroughForm(page, language, { login, email, password });
      const codeField = field(page, t.auth('confirm.code'));
      await expect(codeField).toHaveValue(/^\S{8}$/);
      const code = await codeField.inputValue();

      // The user sends the code to the bot: here the API's development bot page, in a tab of its own.
      const bot = await page.context().newPage();
      await bot.goto(`${apiURL}/dev/bot`);
      await bot.getByLabel('Code').fill(code);
      await bot.getByLabel("User's language").selectOption(language);
      await bot.getByRole('button', { name: 'Send to the bot' }).click();
      await expect(bot.getByRole('status')).toContainText(login);
      await bot.close();

      await page.getByRole('button', { name: t.auth('confirm.continue') }).click();
      await expect(page).toHaveURL(localized(language, '/profile/'));

      // Buy from the subscription card, then choose 30 days.
      await open(page, language, '/profile/subscription/');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: shooter, exact: true }) });
      await card.getByRole('button', { name: t.profile('subscription.buy') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.profile('payment.title') })).toBeVisible();
      // A click, not check(): the choice goes through the URL, so the radio turns checked a moment later.
      const thirtyDays = page.getByRole('radio', { name: /^30\b/ });
      await thirtyDays.click();
      await expect(page).toHaveURL(`${localized(language, '/profile/payment/')}?game=1&days=30`);
      await expect(thirtyDays).toBeChecked();

      // Before paying: the days are added once, and the new end date.
      await expect(page.getByText(t.profile('payment.terms'))).toBeVisible();
      const newEnd = page.getByText(new RegExp(t.profile('payment.newEnd.start', { date: '§' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('§', '(\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2})')));
      await expect(newEnd).toBeVisible();
      if (language === 'de') await documentScreens(page, 'payment', width, height);

      await page.getByRole('button', { name: t.profile('payment.pay', { price: '' }).trim() }).click();
      await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/);
      await page.getByRole('button', { name: /^Pay / }).click();

      // Back on the site: what was bought, the end date the server now reports, the ways on.
      await expect(page).toHaveURL(`${localized(language, '/profile/payment/')}?game=1&days=30&paid=1`);
      await expect(page.getByRole('heading', { level: 1, name: t.profile('payment.success.title') })).toBeVisible();
      const product = t.profile('payment.summaryNoPrice', { game: shooter, days: t.profile('product.days_other', { count: '30' }) });
      await expect(page.getByText(t.profile('payment.success.bought', { product }))).toBeVisible();
      await expect(page.getByText(new RegExp(t.profile('payment.success.until', { date: '§' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('§', '\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}')))).toBeVisible();
      await expect(page.getByRole('link', { name: t.profile('payment.success.toSubscription') })).toHaveAttribute(
        'href',
        localized(language, '/profile/subscription/'),
      );
      if (language === 'de') await documentScreens(page, 'payment-success', width, height);

      // The receipt, in the page's language, and on paper only the receipt.
      await page.getByRole('link', { name: t.profile('transactions.receipt'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(language, '/profile/transactions/')}\\?receipt=\\d+$`));
      const id = new URL(page.url()).searchParams.get('receipt')!;
      await expect(page.getByRole('heading', { level: 1, name: t.profile('receipt.title', { id }) })).toBeVisible();
      await expect(page.getByText(`${login} · ${email}`)).toBeVisible();
      await expect(page.getByText(product.replace(', ', ' · '))).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: t.profile('receipt.print') })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: t.profile('receipt.title', { id }) })).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // The history lists it with its number and the same receipt.
      await page.getByRole('link', { name: t.profile('receipt.back') }).click();
      const row = transactionRows(page).first();
      await expect(row).toContainText(t.profile('transactions.id', { id }));
      await expect(row.getByRole('link', { name: new RegExp(`^${t.profile('transactions.receipt')}`) })).toHaveAttribute(
        'href',
        `${localized(language, '/profile/transactions/')}?receipt=${id}`,
      );
    });
  });
}
