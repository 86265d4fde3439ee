import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { routes, type Route } from '../../contract/src/routes';
import { specBackendUrl, specCalls, type BackendMode, type RecordedRequest } from '../spec-backend/calls';
import { testAccounts, type TestAccount } from '../spec-backend/server';
import type { Language } from '../support';

export interface FixtureAccount {
  email: string;
  password: string;
  liveTokens: string[];
  resetCode: string | null;
}

export interface SpecBackend {
  mode: BackendMode;
  account: TestAccount;
  /** A session of the test account, handed out without a call through the site. */
  session(): Promise<string>;
  /** The test account as the fixture holds it now. */
  state(): Promise<FixtureAccount>;
  requests(): Promise<RecordedRequest[]>;
}

async function control<T>(request: APIRequestContext, path: string, data: unknown = {}): Promise<T> {
  const response = await request.post(`${specBackendUrl}/__fixture/${path}`, { data });
  expect(response.ok(), `fixture ${path}: HTTP ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const sorted = (keys: Iterable<string>) => [...keys].sort().join(', ');

/**
 * Calls beyond spec section 7 that the contract marks optional: the site may ask, a backend
 * like this one answers 404, and the site hides what needs them (settings' sessions card).
 */
const optionalCalls = new Set(
  (Object.values(routes) as Route[]).filter((route) => route.optional === true).map((route) => `${route.method} ${route.path}`),
);

/**
 * What is wrong with the requests the site sent, by spec section 7: only calls it lists (or the
 * contract's optional ones, which it answers 404);
 * Accept and Content-Type JSON; Accept-Language the page's language; a live Bearer token on
 * every call under the user path; exactly the payload keys of the table (and no body where
 * the table says none); only the query parameters it names, `skip` always.
 */
export function requestProblems(requests: RecordedRequest[], language: Language): string[] {
  const problems: string[] = [];
  for (const request of requests) {
    const name = `${request.method} ${request.path}`;
    const complain = (what: string) => problems.push(`${name}: ${what}`);
    if (request.call === null) {
      if (!optionalCalls.has(name)) complain('a call spec section 7 does not list');
      continue;
    }
    const call = specCalls[request.call];
    const { accept, contentType, acceptLanguage, authorization } = request.headers;
    if (!accept?.includes('application/json')) complain(`Accept is ${JSON.stringify(accept)}, not JSON`);
    if (!contentType?.startsWith('application/json')) complain(`Content-Type is ${JSON.stringify(contentType)}, not JSON`);
    if (acceptLanguage !== language) complain(`Accept-Language is ${JSON.stringify(acceptLanguage)}, the page is ${language}`);
    if (call.user && !/^Bearer \S+$/.test(authorization ?? '')) complain('no Authorization: Bearer on a call under the user path');
    else if (call.user && !request.tokenLive) complain('sent with a token the server had already ended');
    else if (authorization !== null && !/^Bearer \S+$/.test(authorization)) complain(`Authorization is not a Bearer token: ${authorization}`);

    if (call.payload === null) {
      if (request.body !== '') complain(`sent a body where the spec has no payload: ${request.body}`);
    } else {
      let keys: string[] | null = null;
      try {
        const body: unknown = JSON.parse(request.body);
        if (typeof body === 'object' && body !== null && !Array.isArray(body)) keys = Object.keys(body);
      } catch {
        // reported below
      }
      if (keys === null) complain(`the body is not a JSON object: ${request.body}`);
      else if (sorted(keys) !== sorted(call.payload)) complain(`payload keys are [${sorted(keys)}], the spec lists [${sorted(call.payload)}]`);
    }
    const named = call.query ?? [];
    const unnamed = Object.keys(request.query).filter((key) => !named.some(({ name }) => name === key));
    if (unnamed.length > 0) complain(`query has [${sorted(unnamed)}], which the spec does not name`);
    for (const { name } of named.filter(({ required }) => required)) if (!(name in request.query)) complain(`query lacks ${name}`);
  }
  return problems;
}

/**
 * `backend` resets the fixture to `mode` before each test and afterwards checks every request
 * the site sent during it against spec section 7 (`language` is the page language).
 */
export const test = base.extend<{ mode: BackendMode; language: Language; backend: SpecBackend }>({
  mode: ['spec', { option: true }],
  language: ['ru', { option: true }],
  backend: [
    async ({ mode, language, playwright }, use) => {
      // A context of its own: the test's `request` fixture may carry a baseURL and cookies.
      const request = await playwright.request.newContext();
      await control(request, 'reset', { mode });
      await use({
        mode,
        account: testAccounts[mode],
        session: async () => (await control<{ token: string }>(request, 'session')).token,
        state: () => control<FixtureAccount>(request, 'account'),
        requests: () => control<RecordedRequest[]>(request, 'requests'),
      });
      const requests = await control<RecordedRequest[]>(request, 'requests');
      await request.dispose();
      const problems = requestProblems(requests, language);
      expect(problems, `requests the site sent, against spec section 7:\n${problems.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
