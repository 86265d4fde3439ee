import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repo, waitForHydration } from '../support';

interface Redirect {
  fromPath: string;
  toPath: string;
}

const redirects = JSON.parse(readFileSync(path.join(repo, 'site', 'redirects.json'), 'utf8')) as Redirect[];
const isAbsolute = ({ toPath }: Redirect) => /^https?:\/\//.test(toPath);
const relative = redirects.find((redirect) => !isAbsolute(redirect) && redirect.toPath !== '/');
const absolute = redirects.find(isAbsolute);

declare global {
  interface Window {
    ___navigate?: (to: string) => void;
    e2eDocument?: string;
  }
}

test.beforeAll(() => {
  expect(relative, 'site/redirects.json needs a relative redirect').toBeDefined();
  expect(absolute, 'site/redirects.json needs an absolute redirect').toBeDefined();
});

test('the server answers a relative redirect with 301 and keeps the query', async ({ request }) => {
  const response = await request.get(`${relative!.fromPath}?utm_source=e2e`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`${relative!.toPath}?utm_source=e2e`);
});

test('the server answers an absolute redirect with 302', async ({ request }) => {
  const response = await request.get(absolute!.fromPath, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(absolute!.toPath);
});

test('a page path without its trailing slash is redirected with 301', async ({ request }) => {
  const response = await request.get('/en?utm_source=e2e', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/?utm_source=e2e');
});

test('a relative redirect is followed in-app, without loading a new document', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.evaluate(() => (window.e2eDocument = 'first'));
  await page.evaluate((to) => window.___navigate?.(to), relative!.fromPath);
  await expect(page).toHaveURL(relative!.toPath);
  expect(await page.evaluate(() => window.e2eDocument)).toBe('first');
});

test('an absolute redirect is a full navigation to the other site', async ({ page }) => {
  const target = new URL(absolute!.toPath);
  // The test machine has no way out; stand in for the other site.
  await page.route(`${target.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }));
  await page.goto('/en/');
  await waitForHydration(page);
  await page.evaluate((to) => window.___navigate?.(to), absolute!.fromPath);
  await expect(page).toHaveURL(absolute!.toPath);
  await expect(page).toHaveTitle('elsewhere');
});
