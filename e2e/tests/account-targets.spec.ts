import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { confirmAccount, profileNav, register, signInWithCookie, texts } from '../account';
import { languages, localized, recordLayoutShifts, waitForHydration, type Language } from '../support';

// The account area at a phone's width, where Lighthouse checks it: every section, opened
// directly as Lighthouse opens it, in every language (German has the longest tab names).
//  - Touch targets meet WCAG 2.2 SC 2.5.8 at Lighthouse's mobile width (412 px), at 320 px and
//    (en, de) on a desktop: axe's `target-size` rule (off by default, so run on its own here) and, for the
//    sections' tab bar, the boxes themselves: no tab lies under the pinned "Log out", and a tab
//    cut by the bar's edge keeps a 24 px circle's half-width (12 px) clear of it.
//  - Nothing moves while a section loads at 412 px (CLS 0): every layout shift from the first byte on.
//    In English and German the account is unconfirmed: its reminder is on every section, its
//    buttons are touch targets too, and each section is also opened at 320 and 1280 px, where
//    the reminder's height differs most.

const sections = [
  ['home', '/profile/'],
  ['subscription', '/profile/subscription/'],
  ['transactions', '/profile/transactions/'],
  // The demo catalogue's first game, 7 days, in every shopping area (what the bench opens).
  ['payment', '/profile/payment/?game=1&days=7'],
  ['settings', '/profile/settings/'],
] as const;

/**
 * The section's own content has arrived: no loading outline left (the static shell carries every
 * section's title, CSS showing one, so it goes first), then the screen's one heading.
 */
async function sectionLoaded(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('main [aria-busy="true"], main [data-shell-title]')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
}

/** The tab bar settles on resize observers after fonts and layout: two frames after both. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The tab bar's links as they show: each box cut to its scrolling bar and the viewport. */
async function tabBoxes(page: Page, language: Language): Promise<{ label: string; visible: Box | null; hitsItself: boolean }[]> {
  return profileNav(page, language)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        let visible: Box | null = { left: Math.max(box.left, 0), right: Math.min(box.right, innerWidth), top: box.top, bottom: box.bottom };
        for (let parent = link.parentElement; parent && visible; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          visible = { ...visible, left: Math.max(visible.left, clip.left), right: Math.min(visible.right, clip.right) };
        }
        if (!visible || visible.right - visible.left < 0.5) return { label: link.textContent ?? '', visible: null, hitsItself: true };
        // The middle of what shows takes a tap for this link, not for whatever lies on top.
        const hit = document.elementFromPoint((visible.left + visible.right) / 2, (visible.top + visible.bottom) / 2);
        return { label: link.textContent ?? '', visible, hitsItself: hit !== null && link.contains(hit) };
      }),
    );
}

for (const language of languages) {
  const unconfirmed = language === 'en' || language === 'de';
  const widths = unconfirmed ? [412, 320, 1280] : [412, 320];
  const who = unconfirmed ? 'an unconfirmed account, its reminder on each' : 'a confirmed account';
  test(`account sections' touch targets meet WCAG 2.5.8 and nothing shifts while they load, ${language}, ${who}`, async ({ page, request }) => {
    test.slow();
    const t = texts(language);
    const account = await register(request, language);
    if (!unconfirmed) await confirmAccount(request, account);
    await signInWithCookie(page.context(), account);
    const layoutShifts = await recordLayoutShifts(page);
    await page.addInitScript(() => {
      // Whether the reminder was on screen when the section's data was: the frame's data-painted mark.
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        if (name === 'data-painted') (window as unknown as { __reminderAtPaint: boolean }).__reminderAtPaint = document.querySelector('[data-unconfirmed]') !== null;
        return mark(name, options);
      };
    });

    for (const [section, path] of sections) {
      await test.step(`${section}`, async () => {
        // Opened at Lighthouse's width (an unconfirmed account at every width, the reminder's
        // height differing with it), the widths after it by resizing the loaded page.
        for (const width of unconfirmed ? [...widths.slice(1), 412] : [412]) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 823 });
          await page.goto(localized(language, path));
          await sectionLoaded(page);
          if (unconfirmed) {
            await expect(page.getByRole('region', { name: t.auth('confirm.banner.title') })).toBeVisible();
            await page.waitForFunction(() => performance.getEntriesByName('data-painted').length > 0);
            const atPaint = await page.evaluate(() => (window as unknown as { __reminderAtPaint?: boolean }).__reminderAtPaint);
            expect(atPaint, `the reminder painted with the data on ${path} at ${width} px`).toBe(true);
          }
          await settled(page);
          const shifts = await layoutShifts();
          expect(shifts, `layout shifts on ${path} at ${width} px`).toEqual([]);
        }

        for (const width of widths) {
          await page.setViewportSize({ width, height: width === 1280 ? 800 : 823 });
          await settled(page);

          const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
          const found = violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
          expect(found, `${path} at ${width} px:\n${found.join('\n')}`).toEqual([]);

          const tabs = await tabBoxes(page, language);
          const logOut = tabs.find(({ label }) => label === t.profile('logout'));
          expect(logOut?.visible, 'Log out is in view').toBeTruthy();
          for (const tab of tabs) {
            if (tab === logOut || tab.visible === null) continue;
            expect(tab.hitsItself, `${tab.label} takes its own taps at ${width} px`).toBe(true);
            if (width === 1280) continue;
            // Phones: one row, Log out at its end; a tab ends at least 12 px before Log out starts.
            expect(logOut!.visible!.left - tab.visible.right, `${tab.label} keeps clear of Log out at ${width} px`).toBeGreaterThanOrEqual(12);
          }
        }
      });
    }
  });
}

// A window taller than the first screen's forms shows where the settings' lists arrive (the
// sessions, the bot chats and their switches): nothing on screen moves as they do.
for (const [language, width, height] of [
  ['en', 1280, 1600],
  ['de', 412, 2000],
] as const) {
  test(`settings in a ${width}x${height} window: nothing shifts as its lists arrive, ${language}`, async ({ page, request }) => {
    const account = await register(request, language);
    await confirmAccount(request, account);
    await signInWithCookie(page.context(), account);
    const layoutShifts = await recordLayoutShifts(page);
    await page.setViewportSize({ width, height });
    await page.goto(localized(language, '/profile/settings/'));
    await sectionLoaded(page);
    await expect(page.getByRole('region', { name: texts(language).settings('sessions.title') })).toBeVisible();
    await settled(page);
    expect(await layoutShifts(), `layout shifts on settings at ${width}x${height}`).toEqual([]);
  });
}
