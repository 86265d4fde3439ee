// The one place that says which Chromium the tests, the visual check and the bench launch,
// and with which flags. Browsers are never downloaded here: the system Chromium runs with the
// flags known to work headless in containers (see STACK-NOTES "Browsers").

/** Debian's Chromium unless CHROME_PATH names another. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

/** For Playwright's `launch()` / `launchOptions`: add flags of a run's own with `extraArgs`. */
export function chromiumLaunchOptions(extraArgs = []) {
  return { executablePath: chromePath, args: [...chromiumArgs, ...extraArgs] };
}
