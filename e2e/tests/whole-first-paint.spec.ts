import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';

// A page's first paint is the whole static page, never the part of its HTML that has arrived
// or been parsed so far (CLS 0, and the bundles after the static page's paint).
// A slow phone's parser, or a stalled packet, used to paint the header alone: its controls
// then grew as the rest arrived (a layout shift), and the paint-first loader, finding a paint
// already made, requested the bundles before the page's largest element had painted.
//
// A proxy in front of the site sends each page's HTML in two pieces, cut at `<main`, with a
// pause between them; every other request passes straight through.

const pause = 1_500;

async function stallingProxy(): Promise<{ url: string; close: () => Promise<void>; firstPieceSent: () => Promise<number> }> {
  // Who waits for the next page's first piece.
  const waiting: ((at: number) => void)[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url ?? '/'}`, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
      });
      response.writeHead(upstream.status, headers);
      const html = (upstream.headers.get('content-type') ?? '').startsWith('text/html') ? body.toString('utf8') : null;
      const cut = html?.indexOf('<main') ?? -1;
      if (html === null || cut === -1) {
        response.end(body);
        return;
      }
      response.write(html.slice(0, cut));
      for (const resolve of waiting.splice(0)) resolve(Date.now());
      setTimeout(() => response.end(html.slice(cut)), pause);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    firstPieceSent: () => new Promise<number>((resolve) => waiting.push(resolve)),
  };
}

for (const path of ['/en/auth/sign-in/', '/de/']) {
  test(`${path}: nothing paints until the whole HTML is there, and the bundles come after that paint`, async ({ page }) => {
    const proxy = await stallingProxy();
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __e2eShifts: number[] }).__e2eShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const firstPiece = proxy.firstPieceSent();
      const loaded = page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
      await firstPiece;
      // Well into the pause: the header and everything before `<main` have arrived.
      await page.waitForTimeout(pause / 2);
      const paintsMidway = await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
      await loaded;
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const { firstPaint, firstBundle, shifts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        firstBundle: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
        shifts: (window as unknown as { __e2eShifts: number[] }).__e2eShifts,
      }));
      expect(paintsMidway).toEqual([]);
      expect(firstPaint).toBeGreaterThanOrEqual(pause);
      expect(firstBundle).toBeGreaterThanOrEqual(firstPaint);
      expect(shifts).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
}
