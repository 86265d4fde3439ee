import { expect, test } from '@playwright/test';
import { buy, gameName, openSignedIn, register, subscriptionCard, texts } from '../account';
import type { Language } from '../support';

// The visual check shoots 320 and 1280 px only. Between the tablet breakpoint and the content
// cap no account page may be wider than the screen, and the freeze dialog's overlay must
// cover the sticky header.

const language: Language = 'de';
const sections = ['/profile/', '/profile/subscription/', '/profile/transactions/', '/profile/settings/'];

test('no account section is wider than the screen at tablet and laptop widths', async ({ page, request }) => {
  const account = await register(request, language);
  for (const width of [768, 1024, 1199]) {
    await page.setViewportSize({ width, height: 900 });
    for (const section of sections) {
      await openSignedIn(page, account, language, section);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, section, overflow }).toEqual({ width, section, overflow: 0 });
    }
  }
});

test('the freeze dialog is painted over the header, not under it', async ({ page, request }) => {
  const account = await register(request, language);
  await buy(request, account, 1);
  const game = await gameName(request, account, 1, language);
  const t = texts(language);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, account, language, '/profile/subscription/');
  await subscriptionCard(page, game).getByRole('button', { name: t.profile('subscription.freeze'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const onTop = await page.evaluate(() => {
    const header = document.querySelector('header');
    const box = header?.getBoundingClientRect();
    if (!box || !header) return 'no header';
    // Radix turns pointer events off outside the dialog; turned back on for the header, the hit
    // test answers which one is painted on top.
    header.style.pointerEvents = 'auto';
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === null ? 'nothing' : header?.contains(hit) ? 'header' : 'overlay or dialog';
  });
  expect(onTop).toBe('overlay or dialog');
});
