import { expect, test, type Page } from '@playwright/test';
import { texts } from '../account';
import { localized, waitForHydration } from '../support';

// No flash of the wrong state on the way into the account area (issue 15, item 3). From the
// first byte of every document, a MutationObserver and every animation frame (which runs just
// before the browser paints) record what a paint would show: whether the account frame or the
// sign-in form is in the document and whether the document is visible. The records reach the
// test through a binding, so they survive the navigation to another page.

interface Frame {
  path: string;
  visible: boolean;
  accountFrame: boolean;
  signInForm: boolean;
  content: boolean;
}

const language = 'en';
const t = texts(language);

async function recordFrames(page: Page): Promise<Frame[]> {
  const frames: Frame[] = [];
  await page.exposeBinding('__e2eFrame', (_source, frame: Frame) => {
    frames.push(frame);
  });
  await page.addInitScript((navLabel: string) => {
    const report = (window as unknown as { __e2eFrame: (frame: unknown) => void }).__e2eFrame;
    const look = () => {
      const root = document.documentElement;
      void report({
        path: location.pathname,
        visible: root.style.visibility !== 'hidden' && getComputedStyle(root).visibility !== 'hidden',
        accountFrame: document.querySelector(`nav[aria-label="${navLabel}"]`) !== null,
        signInForm: document.querySelector('input[type="password"]') !== null,
        content: (document.body?.innerText.trim().length ?? 0) > 0,
      });
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
    const everyFrame = () => {
      look();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  }, t.header('profileNav.label'));
  return frames;
}

test('a signed-out visitor opening /profile/ never sees the account frame before sign-in', async ({ page }) => {
  const frames = await recordFrames(page);
  await page.goto(localized(language, '/profile/subscription/'));
  await expect(page).toHaveURL(/\/en\/auth\/sign-in\/\?redirectTo=%2Fen%2Fprofile%2Fsubscription%2F$/);
  await waitForHydration(page);
  const shownOnAccountPage = frames.filter((frame) => frame.path.includes('/profile/') && frame.visible && frame.content);
  expect(shownOnAccountPage).toEqual([]);
  expect(frames.some((frame) => frame.accountFrame && frame.visible)).toBe(false);
  expect(frames.some((frame) => frame.signInForm && frame.visible)).toBe(true);
});
