import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { register, signInThroughForm, signInWithCookie, texts } from '../account';
import { localized, waitForHydration, type Language } from '../support';

// No flash of the wrong state on the way into the account area. From the
// first byte of every document, every animation frame (which runs just before the browser
// paints) and every DOM mutation record what a paint would show; a mutation may be overtaken
// before the next paint, so the records are a superset of what was painted. They reach the test
// through a binding, so they survive navigation to another document, and only when what would
// be shown changes: the recorder stays cheap (a few dozen calls a page, no per-frame traffic).

/** What one frame (or DOM state) of a page shows. */
interface Frame {
  path: string;
  /** The document is not hidden (the head scripts hide a page they are about to leave). */
  visible: boolean;
  /** Any rendered text at all: a visible frame without it is a blank page. */
  content: boolean;
  /** The page's `<h1>`, as rendered text. */
  heading: string | null;
  /** Something is still loading: the section's skeleton (`aria-busy`). */
  loading: boolean;
  /** The account area's section navigation. */
  accountFrame: boolean;
  /** The sign-in form. */
  signInForm: boolean;
  /** The header shows "Sign in" (present and not hidden): the signed-out header. */
  signedOutHeader: boolean;
}

/** Starts recording before the next navigation; the array fills as the page runs. */
async function recordFrames(page: Page, language: Language): Promise<Frame[]> {
  const t = texts(language);
  const frames: Frame[] = [];
  await page.exposeBinding('__e2eFrame', (_source, frame: Frame) => {
    frames.push(frame);
  });
  await page.addInitScript(
    ({ accountNav, signInForm, signInHref }) => {
      const report = (window as unknown as { __e2eFrame: (frame: unknown) => void }).__e2eFrame;
      let last = '';
      const look = () => {
        const root = document.documentElement;
        const frame = {
          path: location.pathname,
          visible: root.style.visibility !== 'hidden' && getComputedStyle(root).visibility !== 'hidden',
          content: (document.body?.innerText.trim().length ?? 0) > 0,
          heading: (document.querySelector('h1') as HTMLElement | null)?.innerText.trim() ?? null,
          loading: document.querySelector('[aria-busy="true"]') !== null,
          accountFrame: document.querySelector(`nav[aria-label="${accountNav}"]`) !== null,
          signInForm: document.querySelector(`form[aria-label="${signInForm}"]`) !== null,
          signedOutHeader: document.querySelector<HTMLElement>(`header a[href="${signInHref}"]`)?.checkVisibility({ visibilityProperty: true }) === true,
        };
        const shown = JSON.stringify(frame);
        if (shown === last) return;
        last = shown;
        void report(frame);
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      const everyFrame = () => {
        look();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    { accountNav: t.header('profileNav.label'), signInForm: t.auth('signIn.title'), signInHref: localized(language, '/auth/sign-in/') },
  );
  return frames;
}

const painted = (frame: Frame) => frame.visible && frame.content;

/**
 * Waits until the recorder has seen the page painted with `heading` and nothing loading any more
 * (bindings arrive asynchronously), and attaches what every frame showed.
 */
async function framesUntil(frames: Frame[], heading: string, testInfo: TestInfo): Promise<Frame[]> {
  try {
    // A loaded machine takes its time to a section's content; the test's own limit still holds.
    await expect.poll(() => frames.some((frame) => painted(frame) && frame.heading === heading && !frame.loading), { timeout: 20_000 }).toBe(true);
  } finally {
    await testInfo.attach('frames', { body: JSON.stringify(frames, null, 1), contentType: 'application/json' });
  }
  return frames;
}

/** Frames that show nothing although the page had already painted something: a blank flash. */
function blankAfterFirstPaint(frames: Frame[]): Frame[] {
  const first = frames.findIndex(painted);
  return first === -1 ? [] : frames.slice(first).filter((frame) => !painted(frame));
}

test('a signed-out visitor opening /profile/ never sees the account frame before sign-in', async ({ page }, testInfo) => {
  const language = 'en';
  const frames = await recordFrames(page, language);
  await page.goto(localized(language, '/profile/subscription/'));
  await expect(page).toHaveURL(/\/en\/auth\/sign-in\/\?redirectTo=%2Fen%2Fprofile%2Fsubscription%2F$/);
  await framesUntil(frames, texts(language).auth('signIn.title'), testInfo);
  expect(frames.filter((frame) => frame.path.includes('/profile/') && painted(frame))).toEqual([]);
  expect(frames.filter((frame) => frame.accountFrame && frame.visible)).toEqual([]);
  expect(frames.some((frame) => frame.signInForm && painted(frame))).toBe(true);
});

// A bookmark or a reload: the section's static frame, then its content, never sign-in or a blank page.
// Both sections' kinds (home: in the page's chunk; the others: lazy chunks) and both kinds of locale.
const directOpens: { language: Language; path: string; heading: (login: string) => string }[] = [
  { language: 'ru', path: '/profile/subscription/', heading: () => texts('ru').profile('subscription.title') },
  { language: 'en', path: '/profile/', heading: (login) => texts('en').profile('home.greeting', { login }) },
];

for (const { language, path, heading } of directOpens) {
  const address = localized(language, path);
  test(`a signed-in user opening ${address} directly sees the account frame, then the section, nothing else`, async ({ page, request }, testInfo) => {
    const account = await register(request, language);
    await signInWithCookie(page.context(), account);
    const frames = await recordFrames(page, language);
    await page.goto(address);
    await framesUntil(frames, heading(account.login), testInfo);

    expect(frames.filter((frame) => frame.path !== address)).toEqual([]);
    expect(frames.filter((frame) => frame.signInForm)).toEqual([]);
    expect(frames.filter((frame) => painted(frame) && frame.signedOutHeader)).toEqual([]);
    expect(blankAfterFirstPaint(frames)).toEqual([]);
    // The static shell: the account frame is painted while the section still loads, and no
    // heading is ever painted outside it (the HTML parser may paint the header before the rest).
    expect(frames.some((frame) => painted(frame) && frame.accountFrame && frame.loading)).toBe(true);
    expect(frames.filter((frame) => painted(frame) && frame.heading !== null && !frame.accountFrame)).toEqual([]);
  });
}

test('a signed-in user opening sign-in goes to the profile without the sign-in page showing', async ({ page, request }, testInfo) => {
  const language = 'en';
  const account = await register(request, language);
  await signInWithCookie(page.context(), account);
  const frames = await recordFrames(page, language);
  await page.goto(localized(language, '/auth/sign-in/'));
  await expect(page).toHaveURL(localized(language, '/profile/'));
  await framesUntil(frames, texts(language).profile('home.greeting', { login: account.login }), testInfo);

  expect(frames.filter((frame) => frame.path.includes('/auth/') && painted(frame))).toEqual([]);
  expect(frames.filter((frame) => frame.signInForm && frame.visible)).toEqual([]);
  expect(frames.filter((frame) => painted(frame) && frame.signedOutHeader)).toEqual([]);
  expect(blankAfterFirstPaint(frames)).toEqual([]);
});

test('signing in through the form: once the profile frame shows, never sign-in or a signed-out header again', async ({ page, request }, testInfo) => {
  const language = 'en';
  const account = await register(request, language);
  const frames = await recordFrames(page, language);
  await page.goto(localized(language, '/auth/sign-in/'));
  await signInThroughForm(page, language, account.login, account.password);
  await expect(page).toHaveURL(localized(language, '/profile/'));
  await framesUntil(frames, texts(language).profile('home.greeting', { login: account.login }), testInfo);

  const profileShown = frames.findIndex((frame) => painted(frame) && frame.accountFrame);
  expect(profileShown).toBeGreaterThan(0);
  const after = frames.slice(profileShown);
  expect(after.filter((frame) => frame.signInForm || frame.signedOutHeader || !painted(frame))).toEqual([]);
  expect(frames.slice(0, profileShown).some((frame) => painted(frame) && frame.signInForm)).toBe(true);
});

// A link into the account area followed in-app (the header's menu and the footer offer them to
// everyone): no head script runs, so the app itself must not paint its frame for a visitor.
test('a signed-out visitor following an account link in-app never sees the account frame before sign-in', async ({ page }, testInfo) => {
  const language = 'en';
  const frames = await recordFrames(page, language);
  await page.goto(localized(language, '/'));
  await waitForHydration(page);
  // Still this document at the end: the click was an in-app navigation, not a page load.
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: texts(language).header('profileNav.profile'), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/auth\/sign-in\/\?redirectTo=%2Fen%2Fprofile%2F$/);
  await framesUntil(frames, texts(language).auth('signIn.title'), testInfo);
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);

  expect(frames.filter((frame) => frame.accountFrame && frame.visible)).toEqual([]);
  expect(frames.some((frame) => frame.signInForm && painted(frame))).toBe(true);
});

// Public pages: their static HTML knows no session, so a head script hides its "Sign in" for a
// session cookie until the app offers sign-out.
test('a signed-in user opening the landing page never sees "Sign in" in its header', async ({ page, request }, testInfo) => {
  const language = 'en';
  const account = await register(request, language);
  await signInWithCookie(page.context(), account);
  const frames = await recordFrames(page, language);
  await page.goto(localized(language, '/'));
  await expect(page.getByRole('banner').getByRole('link', { name: texts(language).header('account.signOut') })).toBeVisible();
  await testInfo.attach('frames', { body: JSON.stringify(frames, null, 1), contentType: 'application/json' });
  expect(frames.some(painted)).toBe(true);
  expect(frames.filter((frame) => painted(frame) && frame.signedOutHeader)).toEqual([]);
});

test('a session cookie the API refuses gets "Sign in" back on the landing page', async ({ page, request }) => {
  const language = 'en';
  const account = await register(request, language);
  await signInWithCookie(page.context(), { ...account, token: 'a-token-the-api-never-issued' });
  await page.goto(localized(language, '/'));
  await expect(page.getByRole('banner').getByRole('link', { name: texts(language).header('account.signIn') })).toBeVisible();
});

// The account page preloads what it needs before its data shows (src/head/preloads.ts).
// A preload the page's own request does not match is fetched twice: each URL is asked once.
test("an account section fetches each of its preloads once, its configuration and main data too", async ({ page, request }) => {
  const language = 'de';
  const account = await register(request, language);
  await signInWithCookie(page.context(), account);
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto(localized(language, '/profile/settings/'));
  await expect(page.getByRole('main')).toContainText(account.login);
  const preloads = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloads).toEqual(expect.arrayContaining(['/runtime-config.json', '/page-data/de/profile/settings/page-data.json']));
  expect(preloads.filter((href) => href.endsWith('.js')).length).toBeGreaterThan(2);
  // Gatsby's runtime and app bundle first: its own tags are `async`, fetched behind the preloads.
  expect(preloads.slice(0, 2)).toEqual([expect.stringMatching(/^\/webpack-runtime-/), expect.stringMatching(/^\/app-/)]);
  // At an async script's low priority: none blocks the first paint.
  await expect(page.locator('link[rel="preload"][as="script"]:not([fetchpriority="low"])')).toHaveCount(0);
  const count = (path: string) => requested.filter((sent) => sent === path).length;
  expect(Object.fromEntries(preloads.map((href) => [href, count(href)]))).toEqual(Object.fromEntries(preloads.map((href) => [href, 1])));
  expect(count('/api/v2/web/frontend/data')).toBe(1);
});

// A paint while the parser yields (a slow phone) could show a half-parsed header, whose later
// parts then push the painted ones aside: every page holds its first paint until its main
// region, which comes after its header and navigation, is parsed.
test('every kind of page holds its first paint until its header, navigation and main region are parsed', async ({ page }) => {
  for (const address of ['/', '/en/auth/sign-in/', '/de/profile/subscription/', '/fr/no-such-page/']) {
    const response = await page.request.get(address);
    const built = await response.text();
    await page.setContent(built.replace(/<script\b[\s\S]*?<\/script>/g, ''));
    const expected = await page.locator('head link[rel="expect"][blocking="render"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(expected, address).toHaveLength(1);
    // The awaited element exists, after the banner and the account sections' navigation.
    const order = await page.evaluate((selector) => {
      const awaited = document.querySelector(`body ${selector}`);
      if (awaited === null) return null;
      const before = [...document.querySelectorAll('header, nav')].filter((element) => element.closest('footer') === null && !awaited.contains(element));
      return before.length > 0 && before.every((element) => (element.compareDocumentPosition(awaited) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    }, expected[0]!);
    expect(order, address).toBe(true);
  }
});

// Gatsby's scripts start once the page is painted (src/head/scriptsAfterPaint.ts): on a fast
// network they would otherwise arrive and run during the parse, before the first paint. Gatsby's
// own inline script (its build hash) is the first of them to run: the moment it sets the hash is
// recorded on every page, account sections (whose bundles are preloaded) included.
test('every kind of page runs its scripts after its first contentful paint, and hydrates', async ({ page, request }) => {
  await page.addInitScript(() => {
    let hash: unknown;
    Object.defineProperty(window, '___webpackCompilationHash', {
      configurable: true,
      get: () => hash,
      set: (value) => {
        hash = value;
        performance.mark('test:scripts-started');
      },
    });
  });
  const account = await register(request, 'en');
  for (const address of ['/', '/en/auth/sign-in/', '/fr/no-such-page/', '/de/profile/subscription/']) {
    if (address.includes('/profile/')) await signInWithCookie(page.context(), account);
    await page.goto(address);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      return {
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        started: performance.getEntriesByName('test:scripts-started')[0]?.startTime ?? Number.NaN,
        preloaded: document.querySelector('link[rel="preload"][href*="/app-"]') !== null,
        // Gatsby's runtime and app bundle in the body, each once (webpack puts the chunks it
        // loads in <head>, for the time they load).
        liveScripts: [...document.querySelectorAll('body script[src]')].map((script) => new URL((script as HTMLScriptElement).src).pathname.replace(/-[0-9a-f]+\.js$/, '')),
      };
    });
    expect(timing.started, address).toBeGreaterThan(timing.painted);
    expect(timing.liveScripts.sort(), address).toEqual(['/app', '/webpack-runtime']);
    // Every page preloads its bundle (src/head/preloads.ts): held back, it made the page interactive later.
    expect(timing.preloaded, address).toBe(true);
  }
});
