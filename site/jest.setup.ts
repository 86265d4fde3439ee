import { markPageHydrated } from './src/app/pageHydration';

// A test renders as the browser does after the page's hydration (an in-app visit), unless it
// hydrates server HTML itself (`screens/testing/hydration`'s `hydrate`).
beforeEach(() => markPageHydrated());
