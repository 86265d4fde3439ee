// From pressing 'Sign in' to the profile screen being rendered, in Chromium against the local
// API. Timed in the page: from the click event's timestamp to the frame after the profile
// greeting appears (sign-in navigates in-app, so the page's clock keeps running). Each run
// starts in a fresh browser context (no cookies, cold HTTP cache for the profile chunks).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { log, median, repo } from './env.mjs';

const messages = (language, namespace) => JSON.parse(readFileSync(path.join(repo, 'locales', language, `${namespace}.json`), 'utf8'));

export async function measureSignIn({ baseUrl, language, runs, login, password }) {
  const auth = messages(language, 'auth');
  const greeting = messages(language, 'profile')['home.greeting'].replace('{{login}}', login);
  const prefix = language === 'ru' ? '' : `/${language}`;
  const browser = await chromium.launch(chromiumLaunchOptions([], chromePath));
  const samples = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${prefix}/auth/sign-in/`, { waitUntil: 'networkidle' });
      await page.getByLabel(auth.login, { exact: true }).fill(login);
      await page.getByLabel(auth.password, { exact: true }).fill(password);
      const captcha = page.getByRole('checkbox', { name: auth['captcha.dev'] });
      if (await captcha.count()) await captcha.check();
      const button = page.getByRole('button', { name: auth['signIn.submit'], exact: true });
      await button.evaluate((element, expected) => {
        window.__bench = {};
        element.addEventListener('click', (event) => (window.__bench.click = event.timeStamp), { capture: true, once: true });
        const seen = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === expected);
        new MutationObserver((_records, observer) => {
          if (window.__bench.rendered || !seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (window.__bench.rendered = performance.now()), 0));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }, greeting);
      const started = performance.now();
      await button.click();
      await page.getByRole('heading', { level: 1, name: greeting }).waitFor({ timeout: 30_000 });
      const outside = performance.now() - started;
      await page.waitForFunction(() => window.__bench?.rendered !== undefined, null, { timeout: 5000 }).catch(() => {});
      const inside = await page.evaluate(() => (window.__bench?.rendered && window.__bench.click ? window.__bench.rendered - window.__bench.click : null));
      const ms = inside ?? outside;
      log(`sign-in -> profile run ${run}/${runs}: ${Math.round(ms)} ms (${new URL(page.url()).pathname})`);
      samples.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { language, runs: samples.length, ms: median(samples), samples };
}

/** Signs in through the API as the site does; the session cookie for Lighthouse's profile runs. */
export async function sessionCookie({ baseUrl, login, password }) {
  const constants = readFileSync(path.join(repo, 'contract', 'src', 'constants.ts'), 'utf8');
  const captchaToken = /DEVELOPMENT_CAPTCHA_TOKEN = '([^']+)'/.exec(constants)?.[1];
  const cookieName = /ACCESS_TOKEN_COOKIE = '([^']+)'/.exec(constants)?.[1] ?? 'access_token';
  const response = await fetch(`${baseUrl}/api/v2/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ login, password, recaptchaToken: captchaToken }),
  });
  const reply = await response.json().catch(() => ({}));
  if (!reply.token) throw new Error(`sign-in through the API failed: HTTP ${response.status} ${JSON.stringify(reply)}`);
  return { name: cookieName, value: reply.token, sameSite: 'Lax' };
}
