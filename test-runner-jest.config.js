// Ejected config of @storybook/test-runner (`test-storybook --eject`), adapted to run
// in the machine's Debian Chromium: Playwright's own browser downloads are not
// reachable here. The runner package is ESM-only and this file is CommonJS, hence the
// async export with a dynamic import.
/** @returns {Promise<import('@jest/types').Config.InitialOptions>} */
module.exports = async () => {
  const { getJestConfig } = await import('@storybook/test-runner');
  const { defaultViewport } = await import('./.storybook/viewport.mjs');
  const { chromiumLaunchOptions } = await import('./scripts/lib/chromium.mjs');
  const testRunnerConfig = getJestConfig();
  const playwrightOptions = testRunnerConfig.testEnvironmentOptions['jest-playwright'];
  return {
    ...testRunnerConfig,
    testEnvironmentOptions: {
      ...testRunnerConfig.testEnvironmentOptions,
      'jest-playwright': {
        ...playwrightOptions,
        browsers: ['chromium'],
        launchOptions: { ...playwrightOptions.launchOptions, ...chromiumLaunchOptions() },
        // The default story viewport; .storybook/test-runner.ts resizes per story.
        contextOptions: { ...playwrightOptions.contextOptions, reducedMotion: 'reduce', viewport: defaultViewport },
      },
    },
    // Two themes per story, each with a full axe pass: more than the 15 s default on 2 cores.
    testTimeout: 60_000,
  };
};
