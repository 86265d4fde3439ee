import { expect, test, type Page } from '@playwright/test';
import { message, waitForHydration } from '../support';

declare global {
  interface Window {
    e2eDocument?: string;
  }
}

// The faked deploy keeps the new document reloading towards a build that never comes; stop
// the routes and leave the page so the context can close within the test's time.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank').catch(() => undefined);
});

const signInLink = (page: Page) => page.getByRole('link', { name: message('en', 'header', 'account.signIn') });

async function openMarkedPage(page: Page) {
  await page.goto('/en/');
  await waitForHydration(page);
  // Survives in-app navigation, disappears with a new document.
  await page.evaluate(() => (window.e2eDocument = 'first'));
}

test('without a new build, a link is followed in-app', async ({ page }) => {
  await openMarkedPage(page);
  await signInLink(page).click();
  await expect(page).toHaveURL('/en/auth/sign-in/');
  expect(await page.evaluate(() => window.e2eDocument)).toBe('first');
});

/**
 * The page is not the marked document any more. The new document may still reload once by
 * itself (Gatsby's start-up check also sees the other build and reloads, guarded by
 * sessionStorage), which destroys the context of an evaluate on the way: ask again until one answers.
 */
async function expectNewDocument(page: Page) {
  await expect
    .poll(() => page.evaluate(() => window.e2eDocument ?? 'new document').catch(() => 'still loading'))
    .toBe('new document');
}

/**
 * The deploy replaces app-data.json (which Gatsby reads) and builds/latest.json (which the
 * site's periodic check reads): from now on the server names another build. The answers are
 * made up front and handed out as is: the new document's own start-up fetches app-data.json too,
 * and a handler still fetching upstream when the test ends would fail (or hang) the teardown.
 */
async function deployNewBuild(page: Page) {
  const appData = (await (await page.request.get('/page-data/app-data.json')).json()) as { webpackCompilationHash: string };
  const nextId = `${appData.webpackCompilationHash}-next`;
  const headers = { 'cache-control': 'no-cache' };
  await page.route('**/page-data/app-data.json*', (route) => route.fulfill({ json: { ...appData, webpackCompilationHash: nextId }, headers }));
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: nextId }, headers }));
}

/** Follows the page's sign-in link and expects the browser to fetch that page as a new document. */
async function expectSignInLinkToLoadInFull(page: Page) {
  const documentRequest = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/en/auth/sign-in/'));
  await signInLink(page).click();
  await documentRequest;
  await expect(page).toHaveURL('/en/auth/sign-in/');
  await expectNewDocument(page);
}

test('after a new build is deployed, following a link to a page not loaded yet loads it in full', async ({ page }) => {
  await openMarkedPage(page);
  await deployNewBuild(page);
  await expectSignInLinkToLoadInFull(page);
});

test('after a new build is deployed, the tab’s next check makes any in-app navigation a full load', async ({ page }) => {
  await openMarkedPage(page);
  await deployNewBuild(page);
  // The site checks when the tab becomes visible again (and on a timer).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => page.evaluate(() => (window as { ___swUpdated?: boolean }).___swUpdated)).toBe(true);

  await expectSignInLinkToLoadInFull(page);
});

/**
 * A broken deploy or a flaky network: the sign-in page's code chunk cannot be loaded. The
 * link must still take the visitor there with a full page load, and the reload guard
 * (10 seconds, sessionStorage) must stop the new document from reloading itself in a loop
 * when the chunk fails again.
 */
test('a code chunk that fails to load ends in one full load of the target, not a reload loop', async ({ page }) => {
  await page.route(/component---src-pages-auth-sign-in-tsx-[^/]*\.js$/, (route) => route.abort('failed'));
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads.push(new URL(request.url()).pathname);
  });
  await openMarkedPage(page);
  await signInLink(page).click();
  await expect(page).toHaveURL('/en/auth/sign-in/');
  await expectNewDocument(page);
  // The server-rendered sign-in page is there to read even without its script.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Well inside the guard's 10 seconds: a loop would have reloaded several times by now.
  await page.waitForTimeout(4_000);
  expect(documentLoads.filter((path) => path === '/en/auth/sign-in/').length).toBeLessThanOrEqual(2);
});
