import { expect, test } from '@playwright/test';
import { recordPageProblems, waitForHydration } from '../support';

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

for (const url of ['/', '/en/nope/', '/en/profile/settings/']) {
  test(`${url} carries the security headers`, async ({ request }) => {
    const all = (await request.get(url)).headers();
    expect(all).toMatchObject(securityHeaders);
    expect(all['permissions-policy']).toContain('camera=()');
    const csp = all['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });
}

test('pages revalidate and hashed scripts are immutable, compressed with brotli', async ({ request }) => {
  const page = await request.get('/en/');
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(page.headers().etag).toBeDefined();
  const script = /src="(\/app-[0-9a-f]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers().vary).toMatch(/accept-encoding/i);
});

test('/sitemap.xml is served as the sitemap index', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<sitemapindex');
});

for (const url of ['/', '/en/', '/de/auth/sign-in/', '/fr/nope/', '/en/profile/']) {
  test(`${url} works under its Content-Security-Policy`, async ({ page }) => {
    const problems = await recordPageProblems(page);
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
