// A test renders as the browser does after the page's hydration (an in-app visit), unless it
// hydrates server HTML itself (`screens/testing/hydration`'s `hydrate`). Imported when the first
// test starts, not when this file loads, so a test file's own module mocks (of React) apply to it.
beforeEach(async () => {
  const { markPageHydrated } = await import('./src/app/useMounted');
  markPageHydrated();
});
