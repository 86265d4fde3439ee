import { expect, test, type Page } from '@playwright/test';
import { buy, register, signInWithCookie } from '../account';
import { localized, message, waitForHydration } from '../support';

// The demo start's "Demo: the data is not real" band is the last thing on the page, in its
// flow: at the top of the page and scrolled to the end it covers no text, on a phone and on a
// desktop screen.
const pages = [
  { language: 'es', path: '/auth/sign-in/', signedIn: false },
  { language: 'en', path: '/', signedIn: false },
  { language: 'de', path: '/auth/sign-up/', signedIn: false },
  { language: 'en', path: '/profile/transactions/', signedIn: true },
] as const;

/** Text lines of the page that lie under the notice's box. */
const coveredText = (page: Page) =>
  page.evaluate(() => {
    const box = (document.querySelector('[data-demo-notice]') as HTMLElement).getBoundingClientRect();
    const hidden: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.textContent?.trim() === '' || node.parentElement?.closest('[data-demo-notice]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const overlaps = line.width > 0 && line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top;
        if (overlaps) hidden.push(node.textContent?.trim().slice(0, 40) ?? '');
      }
    }
    return hidden;
  });

for (const width of [320, 1280]) {
  for (const { language, path, signedIn } of pages) {
    test(`${localized(language, path)} at ${width} px: the demo notice is in the page's flow and covers no text`, async ({ page, request }) => {
      if (signedIn) {
        const account = await register(request, language);
        await buy(request, account, 1, 7, 3);
        await signInWithCookie(page.context(), account);
      }
      await page.setViewportSize({ width, height: 640 });
      await page.goto(localized(language, path));
      await waitForHydration(page);
      const notice = page.getByRole('note').filter({ hasText: message(language, 'notifications', 'demo.notice') });
      await expect(notice).toBeAttached();
      if (signedIn) await expect(page.getByRole('table')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-demo-notice]') as HTMLElement).position)).toBe('static');
      expect(await coveredText(page)).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
      await expect(notice).toBeInViewport();
      expect(await coveredText(page)).toEqual([]);
    });
  }
}
