import type { LightMyRequestResponse } from 'fastify';
import { createHarness, SETUP_TIMEOUT, type Harness, type HarnessOptions } from '../../src/testing';

// The API's tests: the package's testing entry, and the helpers that need Jest's globals.
export * from '../../src/testing';

export function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { status: false, message: code },
  });
}

/** One harness for the whole test file, started before its tests and closed after them. */
export function harnessForFile(options: HarnessOptions = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness(options);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await current?.close();
  }, SETUP_TIMEOUT);
  const started = (): Harness => {
    if (current === undefined) throw new Error('the harness did not start');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    get clock() {
      return started().clock;
    },
    close: () => started().close(),
  };
}
