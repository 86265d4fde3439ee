import { expect, test } from '@playwright/test';
import { startBotApiStandIn, type BotApiStandIn } from '../../api/test/support/botApiStandIn';
import { buy, deliverTelegramStart, openSignedIn, register, texts } from '../account';
import { apiURL, baseURL, botApiStandInPort } from '../playwright.config';
import { message } from '../support';

// Subscription notifications as a user meets them (en): Telegram linked from settings with the
// one-tap link, time moved on from the development pages, the reminder on the development bot
// page, and its renew link opening the payment page for that game.

let botApi: BotApiStandIn;
test.beforeAll(async () => {
  botApi = await startBotApiStandIn(botApiStandInPort);
});
test.afterAll(async () => {
  await botApi?.close();
});

test('links Telegram in settings, gets the reminder and renews from its link', async ({ page, request }) => {
  const t = texts('en');
  const account = await register(request, 'en');
  await buy(request, account, 1, 7);

  await openSignedIn(page, account, 'en', '/profile/settings/');
  const telegram = t.settings('bots.name.telegram');
  await page.getByRole('button', { name: t.settings('bots.link', { bot: telegram }) }).click();
  const deepLink = await page.getByRole('link', { name: t.settings('bots.open', { bot: telegram }) }).getAttribute('href');
  expect(deepLink).toMatch(/\?start=[A-Z0-9]{10}$/);
  await deliverTelegramStart(request, deepLink ?? '');
  // Back from Telegram: the card shows the chat linked.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.locator('[data-bot="telegram"]')).toHaveAttribute('data-state', 'linked');

  // 7 days bought; 5 days on, 2 are left: the 3-day reminder is due.
  const moved = await request.post(`${apiURL}/dev/clock`, { data: { days: 5, login: account.login } });
  expect(moved.status()).toBe(200);

  const reminder = page.getByRole('link', { name: /\/en\/profile\/payment\/\?game=1&days=30$/ }).first();
  await expect(async () => {
    await page.goto(`${apiURL}/dev/bot`);
    await expect(page.getByText(`linked to ${account.login}`).first()).toBeVisible({ timeout: 1000 });
    await expect(reminder).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const chat = page.locator('section', { hasText: `linked to ${account.login}` });
  await expect(chat.getByRole('article').first()).toContainText('Your Siege Line (shooter) subscription ends in 2');

  await chat.getByRole('link').first().click();
  await expect(page).toHaveURL(`${baseURL}/en/profile/payment/?game=1&days=30`);
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'profile', 'payment.title') })).toBeVisible();
});
