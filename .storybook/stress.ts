import { expect } from 'storybook/test';

/**
 * Globals of a Stress story: German (the longest words of the five languages) on the
 * 320 px phone. One screenshot per theme, against the eight of a `responsive` story.
 */
export const germanPhone = { viewport: { value: 'mobile1', isRotated: false }, locale: 'de' };

/**
 * The page does not scroll sideways, nothing painted (in the story or a portal such as a
 * dialog) reaches past the screen's right edge, and no text spills out of its own box
 * (where a clipping parent such as a dialog would cut it off unseen). Inputs and scroll
 * containers are exempt: they scroll their content on purpose.
 */
export async function expectNoOverflow(canvasElement: HTMLElement) {
  const page = document.scrollingElement ?? document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  const painted = [...canvasElement.querySelectorAll('*'), ...document.querySelectorAll('[role="dialog"] *')];
  for (const element of painted) {
    const { right, width } = element.getBoundingClientRect();
    if (width <= 1) continue;
    const name = `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40) ?? ''}"`;
    await expect(right, `${name} ends past the screen`).toBeLessThanOrEqual(page.clientWidth + 0.5);
    const { overflowX } = getComputedStyle(element);
    if (element.matches('input, textarea') || overflowX === 'auto' || overflowX === 'scroll') continue;
    await expect(element.scrollWidth, `${name} spills out of its box`).toBeLessThanOrEqual(element.clientWidth + 1);
  }
}
