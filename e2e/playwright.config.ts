import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

const repo = path.resolve(__dirname, '..');
const sitePort = Number(process.env.SITE_PORT ?? 8000);
export const baseURL = `http://127.0.0.1:${sitePort}`;
/**
 * The API itself (start.mjs's API_PORT): the development pages (mailbox, bot, checkout) and the
 * bots' webhooks answer only there, never through the site's /api proxy.
 */
export const apiURL = `http://127.0.0.1:${Number(process.env.API_PORT ?? 8787)}`;
/** The API's Telegram bot talks to a local stand-in of the Bot API that the journey starts on this port. */
export const botApiStandInPort = Number(process.env.BOT_API_STANDIN_PORT ?? 8990);
export const telegramWebhookSecret = 'e2e-telegram-webhook-secret';

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repo, '.artifacts', 'e2e-results'),
  // One worker: on a 2-core machine a second one saved 5 % in a fresh-clone run (462 against
  // 486 s), and the spec backend's suite records every request its fixture receives.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repo, '.artifacts', 'e2e.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'ru-RU',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repo,
    // Ready means the API answers through the site's proxy (401 here: no token). Playwright
    // takes whichever comes first, `url` or `wait`, so the site's own page alone would let the
    // first test run while the API is still starting (502 from the proxy).
    url: `${baseURL}/api/v2/web/frontend/data`,
    // start.mjs prints the demo login only once the API answers too.
    wait: { stdout: /Demo login/ },
    reuseExistingServer: !process.env.CI,
    // A missing site/public is built first (about half a minute here; a cold cache on a busy
    // CI machine takes minutes).
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    // Every account test signs up or in at least once, all from 127.0.0.1 and often as the demo
    // user: the production limits (10 a minute per address and per account) would turn the
    // suite into TO_MANY_REQUESTS. The Telegram bot is on, its Bot API calls going to the
    // journey's local stand-in.
    env: {
      SITE_PORT: String(sitePort),
      AUTH_RATE_LIMIT: '1000',
      ACCOUNT_RATE_LIMIT: '1000',
      TELEGRAM_BOT_TOKEN: '7000000001:e2e-token',
      TELEGRAM_WEBHOOK_SECRET: telegramWebhookSecret,
      TELEGRAM_API_ROOT: `http://127.0.0.1:${botApiStandInPort}`,
    },
  },
});
