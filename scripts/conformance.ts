// `pnpm conformance <base URL> --login <login> --password <password> [--captcha <token>] [--json <file>]`
//
// Exercises every call of the product spec's section 7 against a running backend (ours, or a
// staging one) with a test account, checks each reply with the contract as the site reads it,
// and prints one row per call: call, HTTP status, verdict, what was missing or unexpected. Exits
// 1 when any call does not conform, 2 on a usage error.
//
// The account is left as it was: the password is "changed" to itself, the e-mail to itself, a
// freeze is undone, and the calls whose success would need a mailed code or a new account are
// exercised through their documented refusals (a wrong reset code, a login that exists).
import '../contract/src/zodConfig';
import { writeFileSync } from 'node:fs';
import { DEFAULT_CHEAT_ID, DEVELOPMENT_CAPTCHA_TOKEN, ERROR_HTTP_STATUS, isErrorCode, spec, type ErrorCode, type Route } from '../contract/src';

// zod is the contract's own dependency: its schemas carry safeParse, so this script needs no import of it.
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}
type Reply<N extends CallName> = NonNullable<ReturnType<(typeof siteReading)[N]['reply']['safeParse']>['data']>;

/** The calls as the site reads them (contract/src/spec): spec keys required, the rest tolerated. */
const siteReading = spec.endpoints;
type CallName = keyof typeof siteReading;

interface Row {
  call: string;
  status: number | '-';
  verdict: 'ok' | 'refused as expected' | 'FAIL';
  notes: string[];
}

interface Options {
  baseUrl: string;
  login: string;
  password: string;
  captcha: string;
  json: string | null;
}

function usage(problem: string): never {
  console.error(`${problem}\nUsage: pnpm conformance <base URL> --login <login> --password <password> [--captcha <token>] [--json <file>]`);
  process.exit(2);
}

function parseArguments(argv: string[]): Options {
  const positional: string[] = [];
  const named = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--') continue;
    if (argument.startsWith('--')) {
      const value = argv[index + 1];
      if (value === undefined) usage(`${argument} needs a value.`);
      named.set(argument.slice(2), value);
      index += 1;
    } else positional.push(argument);
  }
  const [baseUrl] = positional;
  if (baseUrl === undefined || !/^https?:\/\//.test(baseUrl)) usage('The base URL of the API comes first (http:// or https://).');
  const login = named.get('login');
  const password = named.get('password');
  if (login === undefined || password === undefined) usage('--login and --password of a test account are needed.');
  return { baseUrl: baseUrl.replace(/\/$/, ''), login, password, captcha: named.get('captcha') ?? DEVELOPMENT_CAPTCHA_TOKEN, json: named.get('json') ?? null };
}

/** Keys a reply has that the schema does not name, as paths (objects and arrays of objects only). */
function unexpectedKeys(schema: unknown, value: unknown, path: string): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def === undefined || value === null || typeof value !== 'object') return [];
  if (def.type === 'object' && !Array.isArray(value)) {
    const shape = def.shape as Record<string, unknown>;
    return Object.entries(value).flatMap(([key, item]) =>
      key in shape ? unexpectedKeys(shape[key], item, `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  if (def.type === 'array' && Array.isArray(value)) return value.flatMap((item, index) => unexpectedKeys(def.element, item, `${path}[${index}]`));
  if ((def.type === 'nullable' || def.type === 'optional' || def.type === 'default') && def.innerType !== undefined) {
    return unexpectedKeys(def.innerType, value, path);
  }
  return [];
}

function issues(error: Issues): string[] {
  return error.issues.map((issue) => `${issue.path.length === 0 ? 'reply' : `reply.${issue.path.map(String).join('.')}`}: ${issue.message}`);
}

class Backend {
  token: string | null = null;
  readonly rows: Row[] = [];
  /** The last reply's parsed JSON, whether it conformed or not. */
  lastBody: unknown = null;

  constructor(private readonly options: Options) {}

  /**
   * Makes one call and judges its reply as the site would: a success must match the call's
   * reply schema; a failure is any `{ status: false }` (whatever the HTTP status) and conforms
   * only where the journey expects one, with one of the `expected` codes. A status other than
   * the reference API's for that code is noted, not failed: the site reads the body.
   */
  async call<N extends CallName>(
    name: N,
    request: { body?: unknown; query?: Record<string, string> },
    expected: readonly ErrorCode[] = [],
  ): Promise<Reply<N> | null> {
    const endpoint: Route & { reply: (typeof siteReading)[N]['reply'] } = siteReading[name];
    const label = `${endpoint.method} ${endpoint.path}`;
    const row: Row = { call: label, status: '-', verdict: 'FAIL', notes: [] };
    this.rows.push(row);
    if (endpoint.auth === 'user' && this.token === null) {
      row.notes.push('not called: no token (sign-in failed)');
      return null;
    }
    const url = `${this.options.baseUrl}${endpoint.path}${request.query ? `?${new URLSearchParams(request.query)}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'accept-language': 'en',
          ...(endpoint.auth === 'user' && this.token !== null ? { authorization: `Bearer ${this.token}` } : {}),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      row.notes.push(`no answer: ${(error as Error).message}`);
      return null;
    }
    row.status = response.status;
    const text = await response.text();
    let body: unknown;
    this.lastBody = null;
    try {
      body = JSON.parse(text);
      this.lastBody = body;
    } catch {
      row.notes.push(`not JSON: ${JSON.stringify(text.slice(0, 80))}`);
      return null;
    }

    const failure = spec.failureReplySchema.safeParse(body);
    if (response.ok && !failure.success) {
      const parsed = endpoint.reply.safeParse(body);
      if (!parsed.success) {
        row.notes.push(...issues(parsed.error));
        return null;
      }
      const extra = unexpectedKeys(endpoint.reply, body, 'reply');
      if (extra.length > 0) row.notes.push(`unexpected (ignored by the site): ${extra.slice(0, 5).join(', ')}${extra.length > 5 ? ` and ${extra.length - 5} more` : ''}`);
      if (expected.length > 0) row.notes.push(`expected a refusal (${expected.join(' or ')}) but it succeeded`);
      row.verdict = expected.length > 0 ? 'FAIL' : 'ok';
      return parsed.data as Reply<N>;
    }

    if (!failure.success) {
      row.notes.push(`HTTP ${response.status} without { status: false }: ${issues(failure.error).join('; ')}`);
      return null;
    }
    const message = failure.data.message ?? '(no message)';
    if (isErrorCode(message) && ERROR_HTTP_STATUS[message] !== response.status) {
      row.notes.push(`HTTP ${response.status}; the reference API answers ${message} with ${ERROR_HTTP_STATUS[message]}`);
    }
    if (!(expected as readonly string[]).includes(message)) {
      row.notes.unshift(`refused: ${message}`);
      return null;
    }
    row.verdict = 'refused as expected';
    row.notes.unshift(message);
    return null;
  }
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const api = new Backend(options);
  const { login, password, captcha } = options;

  const signedIn = await api.call('login', { body: { login, password, recaptchaToken: captcha } });
  api.token = signedIn?.token ?? null;

  const data = await api.call('frontendData', {});
  // The account's e-mail even from a reply that failed the check, so one drift does not cascade.
  const rawEmail = (api.lastBody as { user?: { email?: unknown } } | null)?.user?.email;
  await api.call('transactions', { query: { limit: '10', skip: '0' } });

  // Freeze then unfreeze one subscription; without an active one both are well-formed refusals.
  const now = Date.now();
  const active = data?.subscriptions.find(
    (subscription) =>
      subscription.frozen_length === 0 &&
      Date.parse(subscription.expires_at) > now &&
      (subscription.next_froze_date === null || Date.parse(subscription.next_froze_date) <= now),
  );
  const cheatId = active?.cheat_id ?? data?.subscriptions[0]?.cheat_id ?? DEFAULT_CHEAT_ID;
  const states: ErrorCode[] = ['SUBSCRIPTION_NOT_FOUND', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_FROZEN', 'SUBSCRIPTION_NOT_FROZEN', 'FREEZE_COOLDOWN'];
  const frozen = await api.call('freeze', { body: { cheat_id: cheatId } }, active === undefined ? states : []);
  await api.call('unfreeze', { body: { cheat_id: cheatId } }, frozen === null ? states : []);

  const email = data?.user.email ?? (typeof rawEmail === 'string' ? rawEmail : undefined);
  await api.call('changeEmail', { body: { email: email ?? `${login}@conformance.invalid` } });
  const changed = await api.call('changePassword', { body: { old_password: password, new_password: password } });
  if (changed !== null) api.token = changed.token;

  // The account exists, so sign-up is refused; a reset code nobody was sent is refused too.
  await api.call(
    'register',
    { body: { login, email: `conformance-${Date.now()}@example.invalid`, password: 'conformance-password-1', recaptchaToken: captcha } },
    ['LOGIN_EXISTS'],
  );
  const mailbox = email ?? 'nobody@example.invalid';
  await api.call('reset', { body: { email: mailbox, recaptchaToken: captcha } });
  await api.call('validateResetCode', { body: { email: mailbox, resetCode: '000000' } }, ['INVALID_CODE']);
  await api.call('setPasswordReset', { body: { email: mailbox, resetCode: '000000', password: 'conformance-password-1' } }, ['INVALID_CODE']);

  await api.call('logout', {});

  const widths = { call: Math.max(4, ...api.rows.map((row) => row.call.length)), verdict: 19 };
  console.log(`Conformance of ${options.baseUrl} to the site's reading of the contract\n`);
  console.log(`${'call'.padEnd(widths.call)}  status  ${'verdict'.padEnd(widths.verdict)}  missing / unexpected`);
  console.log(`${'-'.repeat(widths.call)}  ------  ${'-'.repeat(widths.verdict)}  --------------------`);
  for (const row of api.rows) {
    console.log(`${row.call.padEnd(widths.call)}  ${String(row.status).padEnd(6)}  ${row.verdict.padEnd(widths.verdict)}  ${row.notes.join('; ')}`);
  }
  const failed = api.rows.filter((row) => row.verdict === 'FAIL').length;
  const passed = api.rows.length - failed;
  console.log(`\n${passed} passed, ${failed} failed`);
  if (options.json !== null) writeFileSync(options.json, JSON.stringify({ baseUrl: options.baseUrl, passed, failed, rows: api.rows }, null, 2));
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
