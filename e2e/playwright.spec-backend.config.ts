import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { baseURL } from './playwright.config';
import { specBackendUrl } from './spec-backend/calls';

// The account journeys against a backend that speaks spec section 7 and nothing else
// (e2e/spec-backend): the built site is served with its /api/ proxy pointed at the fixture,
// which runs inside the test runner (globalSetup). Same site port as the main suite, so the
// shared helpers (account.ts) address it; never reused, so a running `pnpm start` against the
// reference API cannot stand in for the fixture.

const repo = path.resolve(__dirname, '..');

export default defineConfig({
  ...base,
  testDir: './tests-spec-backend',
  outputDir: path.join(repo, '.artifacts', 'e2e-spec-results'),
  reporter: [['list'], ['json', { outputFile: path.join(repo, '.artifacts', 'e2e-spec.json') }]],
  globalSetup: './spec-backend/globalSetup.ts',
  // Dates are checked as the user reads them: in UTC here, whatever offset they travel with.
  use: { ...base.use, timezoneId: 'UTC' },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: repo,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // A missing site/public is built first.
    timeout: 600_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { SITE_PORT: new URL(baseURL).port, SITE_API_PROXY: specBackendUrl },
  },
});
