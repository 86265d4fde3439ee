import { expect, test } from '@playwright/test';
import { localized, message, waitForHydration } from '../support';

// The demo start's fixed "Demo: the data is not real" note floats over the page; scrolled to
// the end, the page leaves room for it, so it hides no text, at 320 px above all.
const pages = [
  { language: 'es', path: '/auth/sign-in/' },
  { language: 'en', path: '/' },
  { language: 'de', path: '/auth/sign-up/' },
] as const;

test.use({ viewport: { width: 320, height: 640 } });

for (const { language, path } of pages) {
  test(`${localized(language, path)} at 320 px, scrolled to the end: the demo notice covers no text`, async ({ page }) => {
    await page.goto(localized(language, path));
    await waitForHydration(page);
    const notice = page.getByRole('note').filter({ hasText: message(language, 'notifications', 'demo.notice') });
    await expect(notice).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);

    const covered = await page.evaluate(() => {
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
    expect(covered).toEqual([]);
  });
}
