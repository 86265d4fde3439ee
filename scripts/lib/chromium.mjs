// The one place that says which Chromium the tests, the visual check and the bench launch,
// and with which flags. Browsers are never downloaded here: the system Chromium runs with the
// flags known to work headless in containers (see STACK-NOTES "Browsers").
import { existsSync } from 'node:fs';

/** Debian's Chromium unless CHROME_PATH names another: the browser people run, and the bench's. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The test runners' browser: Debian's `chromium-headless-shell` (the same Chromium build
 * without the browser around it, the shell Playwright itself tests in) when it is installed,
 * else `chromePath`; CHROME_TEST_PATH names another. On these 2-core machines it does the same
 * work with less CPU (stories 349 -> 266 s, the visual check 210 -> 135 s), and its pixels are
 * the full browser's: all 534 visual baselines matched with either.
 */
export const testChromePath =
  process.env.CHROME_TEST_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromePath);

/** Headless, no sandbox (containers), no GPU, and none of the browser's own background traffic. */
export const chromiumArgs = Object.freeze([
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * For Playwright's `launch()` / `launchOptions`: the test runners' browser unless the caller
 * names one (the bench measures the full browser); add flags of a run's own with `extraArgs`.
 */
export function chromiumLaunchOptions(extraArgs = [], executablePath = testChromePath) {
  return { executablePath, args: [...chromiumArgs, ...extraArgs] };
}
