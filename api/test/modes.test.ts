import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, readConfig } from '../src/config';
import { createServer } from '../src/server';
import { SETUP_TIMEOUT } from './support/harness';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// Demo and production are explicit, and production refuses to start unsafe.

const apiRoot = path.resolve(__dirname, '..');
const secrets = {
  RECAPTCHA_SECRET: 'recaptcha-secret',
  BOT_SECRET: 'b'.repeat(40),
  CODE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
  SITE_ORIGIN: 'https://chameleon.example',
};
const production = { CHAMELEON_MODE: 'production', ...secrets };

const refusal = (env: NodeJS.ProcessEnv): string => {
  try {
    readConfig(env, apiRoot);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('production mode', () => {
  it.each(['RECAPTCHA_SECRET', 'BOT_SECRET', 'CODE_SECRET'])('refuses to start without %s, naming it', (name) => {
    expect(refusal({ ...production, [name]: '' })).toContain(name);
  });

  it.each([
    ['DEV_PAGES', '1'],
    ['SEED_DEMO', 'on'],
  ])('refuses to start with %s on, naming it', (name, value) => {
    expect(refusal({ ...production, [name]: value })).toContain(name);
  });

  it('is what NODE_ENV=production means when no mode is given', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/RECAPTCHA_SECRET[\s\S]*BOT_SECRET[\s\S]*CODE_SECRET/);
  });

  it('starts with every secret given, with no development pages and no demo seed', () => {
    const config = readConfig(production, apiRoot);
    expect([config.mode, config.settings.devPages, config.seedDemo]).toEqual(['production', false, false]);
  });

  it('refuses a code secret too short to key a hash', () => {
    expect(refusal({ ...production, CODE_SECRET: 'short' })).toContain('CODE_SECRET');
  });

  // Each of these must refuse to start in production mode.
  it('refuses NODE_ENV=production with CHAMELEON_MODE=demo: a contradiction is never settled as demo', () => {
    expect(refusal({ NODE_ENV: 'production', CHAMELEON_MODE: 'demo' })).toMatch(/CHAMELEON_MODE=demo[\s\S]*NODE_ENV=production/);
  });

  it('refuses to start without SMTP_URL: reset codes and passwords would stay in the outbox, never sent', () => {
    expect(refusal({ ...production, SMTP_URL: '' })).toContain('SMTP_URL');
  });

  it.each([
    ['SITE_ORIGIN', ''],
    ['SITE_ORIGIN', 'http://chameleon.example'],
    ['SITE_ORIGIN', 'https://chameleon.example,http://localhost:8000'],
    ['SITE_URL', 'http://chameleon.example'],
    ['SITE_URL', 'not a url'],
  ])('refuses %s=%j: the site is served over https, and launcher links must not point at localhost', (name, value) => {
    expect(refusal({ ...production, [name]: value })).toContain(name);
  });

  it.each([
    ['BOT_SECRET', { BOT_SECRET: 'a' }],
    ['TELEGRAM_WEBHOOK_SECRET', { TELEGRAM_BOT_TOKEN: '1:token', TELEGRAM_WEBHOOK_SECRET: 'a' }],
    ['VK_CALLBACK_SECRET', { VK_GROUP_TOKEN: 'vk-token', VK_GROUP_ID: '1', VK_CONFIRMATION: 'ok', VK_CALLBACK_SECRET: 's' }],
  ])('refuses a guessable %s (under 32 characters)', (name, env) => {
    expect(refusal({ ...production, ...env })).toContain(name);
  });

  it('accepts the bots with long secrets', () => {
    const config = readConfig(
      {
        ...production,
        TELEGRAM_BOT_TOKEN: '1:token',
        TELEGRAM_WEBHOOK_SECRET: 't'.repeat(32),
        VK_GROUP_TOKEN: 'vk-token',
        VK_GROUP_ID: '1',
        VK_CONFIRMATION: 'ok',
        VK_CALLBACK_SECRET: 'v'.repeat(32),
      },
      apiRoot,
    );
    expect(config.settings.siteUrl).toBe('https://chameleon.example');
  });
});

describe('demo mode', () => {
  it('is the default: development pages and the demo seed on', () => {
    const config = readConfig({}, apiRoot);
    expect([config.mode, config.settings.devPages, config.seedDemo, config.trustProxyHops]).toEqual(['demo', true, true, 0]);
  });
});

describe('the environment is read by one schema that names what is wrong', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'TRUST_PROXY_HOPS'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY_HOPS'],
    [{ DEV_PAGES: 'maybe' }, 'DEV_PAGES'],
    [{ CHAMELEON_MODE: 'staging' }, 'CHAMELEON_MODE'],
  ])('%j', (env, name) => {
    expect(refusal(env)).toContain(name);
  });
});

it('the API process exits with the message, not a stack trace, when production is not ready', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, CHAMELEON_MODE: 'production', ...secrets, BOT_SECRET: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect({ status: run.status, stderr: run.stderr.trim() }).toEqual({
    status: 1,
    stderr: expect.stringMatching(/^Refusing to start in production mode[\s\S]*BOT_SECRET is not set/),
  });
  expect(run.stderr).not.toMatch(/\n\s+at /);
}, 60_000);

describe('a PGlite data folder serves one process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chameleon-lock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second server on a folder in use, and allows one once the first has stopped', async () => {
    const config = readConfig({ DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'silent', SEED_DEMO: '0' }, apiRoot);
    const first = await createServer(config);
    try {
      await expect(createServer(config)).rejects.toThrow(/DATA_DIR .* is already used by process \d+/);
    } finally {
      await first.close();
    }
    const again = await createServer(config);
    await again.close();
  }, SETUP_TIMEOUT);

  it('takes over the lock of a process that is gone', async () => {
    const { writeFileSync } = await import('node:fs');
    const folder = path.join(dataDir, 'crashed');
    writeFileSync(`${folder}.lock`, '999999999');
    const server = await createServer(readConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent', SEED_DEMO: '0' }, apiRoot));
    await server.close();
  }, SETUP_TIMEOUT);
});

describe('production starts clean', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chameleon-modes-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps demo and production data in different folders by default', () => {
    const demo = readConfig({}, apiRoot).dataDir;
    const live = readConfig(production, apiRoot).dataDir;
    expect({ demo: path.relative(apiRoot, demo), live: path.relative(apiRoot, live) }).toEqual({ demo: path.join('.data', 'demo'), live: path.join('.data', 'production') });
  });

  it('refuses a data folder that demo mode has used, naming what it found', async () => {
    const folder = path.join(dataDir, 'was-demo');
    const demo = await createServer(readConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' }, apiRoot));
    await demo.close();
    await expect(createServer(readConfig({ ...production, DATA_DIR: folder, LOG_LEVEL: 'silent' }, apiRoot))).rejects.toThrow(
      /Refusing to start in production mode: the database holds demo data \(app_meta\.code_secret, app_meta\.demo_mode, app_meta\.demo_seeded, the demo account/,
    );
  }, SETUP_TIMEOUT);

  it('refuses the demo account with its published password even without demo mode’s marks', async () => {
    const folder = path.join(dataDir, 'copied-demo-user');
    const demo = await createServer(readConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent' }, apiRoot));
    await demo.ctx.db.query(`delete from app_meta`);
    await demo.close();
    await expect(createServer(readConfig({ ...production, DATA_DIR: folder, LOG_LEVEL: 'silent' }, apiRoot))).rejects.toThrow(/the demo account/);
  }, SETUP_TIMEOUT);

  it('starts on a folder production made', async () => {
    const server = await createServer(readConfig({ ...production, DATA_DIR: path.join(dataDir, 'live'), LOG_LEVEL: 'silent' }, apiRoot));
    await server.close();
  }, SETUP_TIMEOUT);
});
