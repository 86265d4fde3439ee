import { ERROR_CODES, ERROR_HTTP_STATUS, endpoints, firstErrorCode, type Endpoint, type EndpointName, type ErrorCode } from '@chameleon/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, harnessForFile, registerUser } from './support/harness';

// Every endpoint of the contract fed random and invalid bodies, query strings and headers.
// Oracle: never a 5xx; every failure is `{ status: false, message }` with a catalogue code;
// a body the contract's own schema rejects is refused with that schema's code (and its status);
// a success says `status: true`.

/** Runs per endpoint; each run is one request. */
export const RUNS_PER_ENDPOINT = 200;

const h = harnessForFile({ settings: { authRateLimit: 1_000_000 } });
const ERROR_CODE_SET = new Set<string>(ERROR_CODES);
let token = '';
let requestsSent = 0;

beforeAll(async () => {
  token = (await registerUser(h.app)).token;
}, 60_000);

afterAll(() => {
  if (process.env.SECURITY_COUNTS) console.log(`api fuzz: ${requestsSent} requests over ${Object.keys(endpoints).length} endpoints`);
});

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 });
const anyText = fc.string({ unit: 'binary', maxLength: 300 });

/**
 * Whole numbers from the full range and beyond: ids are PostgreSQL integers (32 bits), so
 * 2^31 and up, 2^53 and the unsafe ones past it must be refused, not fail in the query.
 */
const anyInteger = fc.oneof(
  fc.integer(),
  fc.integer({ min: 2 ** 31 - 2, max: 2 ** 31 + 2 }),
  fc.integer({ min: -(2 ** 31) - 2, max: -(2 ** 31) + 2 }),
  fc.maxSafeInteger(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(Number),
);

/** Values that are everything but what a field wants: wrong types, hostile strings, huge numbers. */
const hostileValue = fc.oneof(
  // Weighted up: most fields of the contract that take numbers are ids.
  { weight: 3, arbitrary: anyInteger },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  { weight: 1, arbitrary: anyText },
  { weight: 2, arbitrary: fc.constantFrom(
    '',
    ' ',
    "' OR '1'='1",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '\u202e\u0000\uffff',
    '1e309',
    'NaN',
    '__proto__',
    'x'.repeat(10_000),
    -1,
    0,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    true,
    null,
    [],
    {},
  ) },
);

function fieldsOf(endpoint: Endpoint): string[] {
  // zod 4 keeps `shape` on refined objects too (register, changePassword, setPasswordReset).
  return Object.keys((endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
}

/** A body with the endpoint's own keys holding hostile values, or anything else at all. */
function bodyFor(endpoint: Endpoint) {
  const keys = [...fieldsOf(endpoint), 'extra', '__proto__', 'constructor'];
  return fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }) },
    fc.jsonValue({ maxDepth: 3 }),
    fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  );
}

/** What goes on the wire: JSON of a body, raw text (often not JSON), or nothing. */
const rawPayload = (endpoint: Endpoint) =>
  fc.oneof(
    { weight: 4, arbitrary: bodyFor(endpoint).map((body) => ({ payload: JSON.stringify(body) ?? '', parsed: body as unknown, json: true })) },
    { weight: 1, arbitrary: anyText.map((text) => ({ payload: text, parsed: undefined as unknown, json: false })) },
    { weight: 1, arbitrary: fc.constant({ payload: '', parsed: undefined as unknown, json: false }) },
  );

const query = fc.oneof(
  fc.constant(''),
  fc.dictionary(fc.constantFrom('limit', 'skip', 'x', '__proto__', 'limit[]'), fc.oneof(printable, anyInteger.map(String)), { maxKeys: 4 }).map(
    (entries) => `?${new URLSearchParams(entries)}`,
  ),
  printable.map((text) => `?${encodeURI(text)}`),
);

const contentType = fc.oneof(
  // Most requests in JSON, so most reach the schemas and the handlers behind them.
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=latin1'),
);

const authorization = fc.oneof(
  { weight: 3, arbitrary: fc.constant('valid') },
  fc.constant(''),
  printable,
  printable.map((text) => `Bearer ${text}`),
  fc.constantFrom('Bearer', 'Bearer  ', 'Basic dXNlcjpwYXNz', 'Bearer ../../etc/passwd', `Bearer ${'a'.repeat(8000)}`),
);

const extraHeaders = fc.record(
  {
    'accept-language': printable,
    'x-bot-secret': printable,
    'x-forwarded-for': printable,
    origin: printable,
    accept: printable,
  },
  { requiredKeys: [] },
);

function assertContractReply(response: LightMyRequestResponse, schemaCode: ErrorCode | null): void {
  expect(response.statusCode).toBeLessThan(500);
  let json: unknown;
  try {
    json = response.json();
  } catch {
    throw new Error(`not JSON (${response.statusCode}): ${response.body.slice(0, 200)}`);
  }
  if (response.statusCode >= 400) {
    expect(json).toEqual({ status: false, message: expect.any(String) });
    expect(ERROR_CODE_SET.has((json as { message: string }).message)).toBe(true);
  } else {
    expect(response.statusCode).toBe(200);
    expect((json as { status: unknown }).status).toBe(true);
  }
  if (schemaCode !== null) expect({ status: response.statusCode, json }).toEqual({ status: ERROR_HTTP_STATUS[schemaCode], json: { status: false, message: schemaCode } });
}

// The user's own token is never given to logout: a valid logout would end it for the runs after.
const usesValidToken = (name: EndpointName) => name !== 'logout';

describe.each(Object.entries(endpoints) as [EndpointName, Endpoint][])('%s', (name, endpoint) => {
  it(
    `answers ${RUNS_PER_ENDPOINT} random requests with a 4xx code or a success, never a 5xx`,
    async () => {
      await fc.assert(
        fc.asyncProperty(rawPayload(endpoint), query, contentType, authorization, extraHeaders, async (body, search, type, auth, headers) => {
          const authHeader = auth === 'valid' ? (usesValidToken(name) ? bearer(token) : {}) : auth === '' ? {} : { authorization: auth };
          requestsSent += 1;
          const response = await h.app.inject({
            method: endpoint.method,
            url: `${endpoint.path}${search}`,
            headers: { ...headers, ...authHeader, 'content-type': type },
            ...(endpoint.method === 'POST' && body.payload !== '' ? { payload: body.payload } : {}),
          });
          // Only a JSON body of the right media type, past the token check, reaches the schema.
          const reachesSchema = endpoint.body !== undefined && body.json && type.startsWith('application/json') && !type.includes('latin1');
          const isAuthorized = endpoint.auth === 'none' || (endpoint.auth === 'user' && auth === 'valid' && usesValidToken(name));
          const parsed = reachesSchema && isAuthorized ? (endpoint.body as NonNullable<Endpoint['body']>).safeParse(body.parsed) : null;
          assertContractReply(response, parsed === null || parsed.success ? null : firstErrorCode(parsed.error));
        }),
        { numRuns: RUNS_PER_ENDPOINT, interruptAfterTimeLimit: 60_000 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    90_000,
  );
});

describe('paths and methods outside the contract', () => {
  it('answers NOT_FOUND or INVALID_REQUEST to random paths and methods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.oneof(printable.map((text) => `/${encodeURI(text)}`), fc.constantFrom('/v2/web/../../etc/passwd', '/%00', '/v2/web/user/%2e%2e/', '//v2//web')),
        async (method, url) => {
          requestsSent += 1;
          const response = await h.app.inject({ method: method as 'GET', url });
          expect(response.statusCode).toBeLessThan(500);
          if (method !== 'OPTIONS') expect(ERROR_CODE_SET.has(response.json<{ message: string }>().message)).toBe(true);
        },
      ),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it.each(['/%ff', '/v2/web/login%ff', '/v2/web/user/%E0%A4%A'])('answers a malformed %%-escape in the path (%s) in the error shape', async (url) => {
    requestsSent += 1;
    const response = await h.app.inject({ method: 'GET', url });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { status: false, message: 'INVALID_REQUEST' } });
  });

  it('refuses a body over the size limit with INVALID_REQUEST and stays up', async () => {
    requestsSent += 1;
    const huge = await h.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x', password: 'y'.repeat(3_000_000), recaptchaToken: 'z' }),
    });
    expect({ status: huge.statusCode, body: huge.json() }).toEqual({ status: 400, body: { status: false, message: 'INVALID_REQUEST' } });
    requestsSent += 1;
    const after = await h.app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(token) });
    expect(after.statusCode).toBe(200);
  });
});
