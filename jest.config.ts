import type { Config } from 'jest';

// One Jest run over every package. Each package is a project so that it gets its own
// environment (jsdom for React code, node for the wire protocol and the API).
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

const transform = {
  // vanilla-extract must run before swc, or swc would turn .css.ts into plain TS.
  '\\.css\\.ts$': '@vanilla-extract/jest-transform',
  '^.+\\.(t|j)sx?$': swc,
} as Config['transform'];

const base = {
  transform,
  moduleNameMapper: {
    '^@chameleon/(ui|contract)$': '<rootDir>/../$1/src/index.ts',
    // The contract's other public entries (its package.json `exports`).
    '^@chameleon/contract/constants$': '<rootDir>/../contract/src/constants.ts',
    '^@chameleon/contract/jitless$': '<rootDir>/../contract/src/zodConfig.ts',
    // The API's testing entry (the in-process app the site's tests drive).
    '^@chameleon/api/testing$': '<rootDir>/../api/src/testing/index.ts',
  },
  extensionsToTreatAsEsm: [],
};

/**
 * For projects that run the API or the static server in-process (the site's store tests
 * drive the real API through Fastify's inject):
 * - each test file may start a WASM PostgreSQL and hash passwords with scrypt: slow on a busy machine;
 * - PGlite's CommonJS build uses import() for Node built-ins, and the mails' renderer for
 *   react-dom/server (see the transform's comment);
 * - `cookie` 2 and `content-disposition` (under Fastify's inject and @fastify/static) and the
 *   API reference page (@scalar/*, github-slugger) ship ESM only, which swc turns into CommonJS.
 */
const serverSide = {
  testTimeout: 30_000,
  transform: {
    '(@electric-sql/pglite/dist/.+\\.cjs|@fastify/cookie/index\\.js|@react-email/render/dist/node/index\\.cjs)$': '<rootDir>/../api/test/support/dynamic-import-transform.mjs',
    ...transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(@electric-sql/pglite|@fastify/cookie|@react-email/render|cookie|content-disposition|@scalar|github-slugger)/)'],
};

const config: Config = {
  // Jest reads `testTimeout` only here, not per project: the 30 s in `serverSide` above never
  // applied, and suites driving the in-process API timed out at 5 s on a busy machine.
  testTimeout: 30_000,
  projects: [
    { ...base, displayName: 'ui', rootDir: '<rootDir>/ui', testEnvironment: 'jsdom', setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'], testMatch: ['<rootDir>/src/**/*.test.ts?(x)'] },
    { ...base, displayName: 'contract', rootDir: '<rootDir>/contract', testEnvironment: 'node', testMatch: ['<rootDir>/src/**/*.test.ts'] },
    {
      ...base,
      ...serverSide,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    },
    {
      ...base,
      ...serverSide,
      displayName: 'site',
      rootDir: '<rootDir>/site',
      // @react-email's code block (unused by our mails) loads Prism, which fails under jsdom: see the mock.
      moduleNameMapper: { ...base.moduleNameMapper, '^@react-email/code-block$': '<rootDir>/__mocks__/reactEmailCodeBlock.ts' },
      // Browser code by default; the static server's and build plugin's tests choose node in their docblock.
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
      testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/plugins/**/*.test.ts'],
    },
    { ...base, displayName: 'locales', rootDir: '<rootDir>/locales', testEnvironment: 'node', testMatch: ['<rootDir>/*.test.ts'] },
  ],
};

export default config;
