import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { findSpecCall, type BackendMode, type RecordedRequest, type SpecCallName } from './calls';

// A stateful stand-in for "any backend that follows spec section 7", for the e2e journeys:
// one account per mode (plus one the administrator locked), its subscriptions and 23
// transactions. Replies are built per mode (see `backendModes`); the requests that reach it
// are recorded so the journeys can check what the site sends. Control calls live under
// /__fixture/ and are answered to the tests only (the site's proxy never sends them).

const DAY = 86_400_000;
const FREEZE_COOLDOWN_DAYS = 7;
const MAX_BODY_BYTES = 64 * 1024;
/** 23: two full pages and a short one, so paging has to stop on its own (spec section 4). */
const TRANSACTION_COUNT = 23;

export interface TestAccount {
  login: string;
  email: string;
  password: string;
}

/** The account each mode serves. The rich one has a Cyrillic login, which the spec does not forbid. */
export const testAccounts: Record<BackendMode, TestAccount> = {
  spec: { login: 'spec_player', email: 'spec.player@example.test', password: 'spec-password-1' },
  rich: { login: 'Игрок.Один', email: 'igrok.odin@example.test', password: 'пароль и пробелы 1' },
};

/** Sign-in with this login is refused with `lockedMessage`: a server text that is no catalogue code. */
export const lockedLogin = 'locked_player';
export const lockedMessage: Record<BackendMode, string> = {
  spec: 'Учётная запись заблокирована администратором',
  // Markup in a server text must reach the user as text.
  rich: 'Account locked by administrator <b>x</b>',
};

/** Registration date of the test account: shown as 01.03.2025 09:30 in UTC whatever the offset it travels with. */
export const accountCreatedAt = new Date('2025-03-01T09:30:00Z');

interface ProductDef {
  cheatId: number;
  type: string;
  days: number;
  /** null: the rich reply leaves `shopping_area` out (the spec's fallback is `global`). */
  area: string | null;
  price: number;
}

interface Subscription {
  cheatId: number;
  /** End of paid time while running; ignored while frozen. */
  expiresAt: Date;
  /** Seconds of time kept at the freeze; 0 while running. */
  frozenLength: number;
  nextFrozeDate: Date | null;
  unfrozenDate: Date | null;
}

interface Purchase {
  number: number;
  at: Date;
  product: ProductDef;
  status: string;
}

interface Account extends TestAccount {
  createdAt: Date;
  subscriptions: Map<number, Subscription>;
  purchases: Purchase[];
}

interface State {
  mode: BackendMode;
  accounts: Account[];
  sessions: Map<string, Account>;
  resetCodes: Map<string, string>;
  requests: RecordedRequest[];
}

const cheatIds = [1, 2];

function products(mode: BackendMode): ProductDef[] {
  const rich = mode === 'rich';
  return [
    { cheatId: 1, type: 'subscription', days: 7, area: 'global', price: 2.49 },
    { cheatId: 1, type: 'subscription', days: 30, area: rich ? null : 'global', price: 7.99 },
    { cheatId: 2, type: 'subscription', days: 30, area: 'global', price: 5.5 },
    // A product type the site has never seen.
    ...(rich ? [{ cheatId: 2, type: 'season_pass', days: 90, area: null, price: 12.75 }] : []),
  ];
}

function seedAccount(mode: BackendMode, account: TestAccount, now: number): Account {
  const catalogue = products(mode);
  const purchases: Purchase[] = [];
  for (let number = TRANSACTION_COUNT; number >= 1; number -= 1) {
    const product = catalogue[number % catalogue.length]!;
    // Newest first; in rich mode every seventh one has a status the site has never seen.
    const status = mode === 'rich' && number % 7 === 0 ? 'partially_refunded' : 'completed';
    purchases.push({ number, at: new Date(now - (TRANSACTION_COUNT - number + 1) * DAY), product, status });
  }
  const subscriptions = new Map<number, Subscription>([
    [1, { cheatId: 1, expiresAt: new Date(now + 20 * DAY), frozenLength: 0, nextFrozeDate: null, unfrozenDate: null }],
  ]);
  return { ...account, createdAt: accountCreatedAt, subscriptions, purchases };
}

function freshState(mode: BackendMode): State {
  const now = Date.now();
  const locked: Account = { login: lockedLogin, email: 'locked@example.test', password: 'locked-password-1', createdAt: accountCreatedAt, subscriptions: new Map(), purchases: [] };
  return { mode, accounts: [seedAccount(mode, testAccounts[mode], now), locked], sessions: new Map(), resetCodes: new Map(), requests: [] };
}

type Json = Record<string, unknown>;

class Refusal {
  constructor(
    /** The HTTP status the rich mode answers with; the spec mode says it in the body only. */
    readonly httpStatus: number,
    readonly message: string,
    /** No live session: 401 in both modes, since that is how the site learns to sign out. */
    readonly noSession = false,
  ) {}
}

/** The wire shapes, per mode. */
function presenter(mode: BackendMode) {
  const rich = mode === 'rich';
  /** Rich: the same instant written in +03:00, as a server in Moscow would. */
  const date = (value: Date) =>
    rich ? new Date(value.getTime() + 3 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+03:00') : value.toISOString();
  const extra = (base: Json, extras: Json): Json => (rich ? { ...base, ...extras } : base);

  const product = (def: ProductDef): Json => {
    const base: Json = { cheat_id: def.cheatId, type: def.type, params: extra({ days: def.days }, { auto_renew: false }) };
    if (def.area !== null || !rich) base.shopping_area = def.area ?? 'global';
    // A string id and a price with cents: keys the spec does not name, in shapes our API never sends.
    return extra(base, { id: `prod-${def.cheatId}-${def.days}`, price: def.price, currency: 'EUR', title: { en: `${def.days} days` } });
  };

  const subscription = (sub: Subscription, now: number): Json => {
    const frozen = sub.frozenLength > 0;
    const base: Json = {
      cheat_id: sub.cheatId,
      expires_at: date(frozen ? new Date(now + sub.frozenLength * 1000) : sub.expiresAt),
      frozen_length: sub.frozenLength,
      unfrozen_date: sub.unfrozenDate === null ? null : date(sub.unfrozenDate),
    };
    // Absent when there is no cool-down in rich mode (spec section 4: "absent or not in the future").
    if (sub.nextFrozeDate !== null || !rich) base.next_froze_date = sub.nextFrozeDate === null ? null : date(sub.nextFrozeDate);
    return extra(base, { auto_renew: true, source: 'card' });
  };

  const transaction = (purchase: Purchase): Json =>
    extra(
      { products: [product(purchase.product)] },
      {
        id: `tx-${purchase.number.toString(16)}`,
        created_at: date(purchase.at),
        amount: purchase.product.price,
        currency: 'EUR',
        status: purchase.status,
        receipt: { url: null, provider: 'card' },
      },
    );

  const user = (account: Account): Json =>
    extra(
      { login: account.login, email: account.email, created_at: date(account.createdAt) },
      { id: `8f2c${account.login.length}`, avatar: null, referral: { code: 'R2D2', invited: 0 } },
    );

  const cheat = (id: number): Json => extra({ id }, { slug: `game-${id}`, genre: id === 2 ? 'moba' : 'shooter', launcher: { min_version: '3.2.0' } });

  return {
    mode,
    date,
    extra,
    user,
    subscriptions: (account: Account, now: number) => [...account.subscriptions.values()].map((sub) => subscription(sub, now)),
    transactions: (purchases: Purchase[]) => purchases.map(transaction),
    mainData(account: Account, token: string, now: number): Json {
      const base: Json = {
        access_token: token,
        user: { ...user(account), transactions: account.purchases.slice(0, 10).map(transaction) },
        cheats: cheatIds.map(cheat),
        products: products(mode).map(product),
        subscriptions: this.subscriptions(account, now),
      };
      // Rich: left out, the spec's default (global) applies.
      if (!rich) base.shopping_area = 'global';
      return extra(base, { status: true, server_time: date(new Date(now)), feature_flags: { new_checkout: true } });
    },
    /** "Not shown" replies of the spec: status true, plus whatever the server likes to add. */
    ok: (extras: Json = {}): Json => extra({ status: true }, { request_id: randomBytes(4).toString('hex'), ...extras }),
  };
}

const isEmail = (value: unknown): value is string => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function newToken(state: State, account: Account): string {
  const token = randomBytes(24).toString('base64url');
  state.sessions.set(token, account);
  return token;
}

function endSessions(state: State, account: Account): void {
  for (const [token, owner] of state.sessions) if (owner === account) state.sessions.delete(token);
}

function answerCall(state: State, name: SpecCallName, body: Json, query: URLSearchParams, token: string | null): Json {
  const wire = presenter(state.mode);
  const now = Date.now();
  const account = token === null ? undefined : state.sessions.get(token);
  const requireAccount = () => {
    if (account === undefined) throw new Refusal(401, state.mode === 'rich' ? 'Session expired, please sign in again' : 'Unauthorized', true);
    return account;
  };

  switch (name) {
    case 'login': {
      if (!isText(body.login) || !isText(body.password) || !isText(body.recaptchaToken)) throw new Refusal(400, 'INVALID_CREDENTIALS');
      const found = state.accounts.find((candidate) => candidate.login === body.login);
      // 423 Locked: in rich mode an HTTP status the site has never seen, with a server text.
      if (found?.login === lockedLogin) throw new Refusal(423, lockedMessage[state.mode]);
      if (found === undefined || found.password !== body.password) throw new Refusal(401, 'INVALID_CREDENTIALS');
      return wire.extra({ status: true, token: newToken(state, found) }, { expires_in: 1_209_600, token_type: 'Bearer' });
    }
    case 'register': {
      if (!isText(body.login) || !isText(body.password) || !isText(body.recaptchaToken)) throw new Refusal(400, 'INVALID_LOGIN');
      if (!isEmail(body.email)) throw new Refusal(400, 'INVALID_EMAIL');
      if (body.password.length < 8) throw new Refusal(400, 'Password must be at least 8 characters');
      if (state.accounts.some((candidate) => candidate.login === body.login)) throw new Refusal(409, 'LOGIN_EXISTS');
      if (state.accounts.some((candidate) => candidate.email === body.email)) throw new Refusal(409, 'EMAIL_EXISTS');
      const created: Account = { login: body.login, email: body.email, password: body.password, createdAt: new Date(now), subscriptions: new Map(), purchases: [] };
      state.accounts.push(created);
      return wire.extra({ status: true, token: newToken(state, created) }, { expires_in: 1_209_600 });
    }
    case 'logout': {
      requireAccount();
      state.sessions.delete(token!);
      return wire.ok();
    }
    case 'changePassword': {
      const user = requireAccount();
      if (body.old_password !== user.password) throw new Refusal(400, 'INVALID_PASSWORD');
      if (!isText(body.new_password) || body.new_password.length < 8) throw new Refusal(400, 'New password is too short');
      user.password = body.new_password;
      // Every session ends; the caller gets the only live one.
      endSessions(state, user);
      return wire.extra({ status: true, token: newToken(state, user) }, { sessions_closed: 1 });
    }
    case 'changeEmail': {
      const user = requireAccount();
      if (!isEmail(body.email)) throw new Refusal(400, 'INVALID_EMAIL');
      if (state.accounts.some((candidate) => candidate !== user && candidate.email === body.email)) throw new Refusal(409, 'EMAIL_EXISTS');
      user.email = body.email;
      // The spec names `message` but not its text: a server sentence, not a catalogue code.
      const message = state.mode === 'rich' ? 'We sent a confirmation link to <i>the new address</i>' : 'E-mail changed';
      return wire.extra({ status: true, user: wire.user(user), message }, { confirmation_required: false });
    }
    case 'reset': {
      if (!isEmail(body.email) || !isText(body.recaptchaToken)) throw new Refusal(400, 'INVALID_EMAIL');
      const found = state.accounts.find((candidate) => candidate.email === body.email);
      if (found === undefined) throw new Refusal(404, 'EMAIL_NOT_FOUND');
      // The spec does not say what a code looks like: the rich backend's are not six digits.
      state.resetCodes.set(found.email, state.mode === 'rich' ? `K7-${randomBytes(3).toString('hex').toUpperCase()}` : String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000)));
      return wire.ok({ message: 'Code sent' });
    }
    case 'validateResetCode':
    case 'setPasswordReset': {
      if (!isEmail(body.email) || !isText(body.resetCode) || state.resetCodes.get(body.email) !== body.resetCode) throw new Refusal(400, 'INVALID_CODE');
      if (name === 'validateResetCode') return wire.ok();
      if (!isText(body.password) || body.password.length < 8) throw new Refusal(400, 'Password must be at least 8 characters');
      const found = state.accounts.find((candidate) => candidate.email === body.email)!;
      found.password = body.password;
      state.resetCodes.delete(found.email);
      endSessions(state, found);
      return wire.ok();
    }
    case 'frontendData':
      return wire.mainData(requireAccount(), token!, now);
    case 'freeze':
    case 'unfreeze': {
      const user = requireAccount();
      const sub = typeof body.cheat_id === 'number' ? user.subscriptions.get(body.cheat_id) : undefined;
      if (sub === undefined) throw new Refusal(404, 'No subscription for this game');
      if (name === 'freeze') {
        if (sub.frozenLength > 0) throw new Refusal(409, 'The subscription is already frozen');
        if (sub.expiresAt.getTime() <= now) throw new Refusal(409, 'The subscription has expired');
        if (sub.nextFrozeDate !== null && sub.nextFrozeDate.getTime() > now) throw new Refusal(409, `Freezing is possible again from ${wire.date(sub.nextFrozeDate)}`);
        sub.frozenLength = Math.ceil((sub.expiresAt.getTime() - now) / 1000);
      } else {
        if (sub.frozenLength === 0) throw new Refusal(409, 'The subscription is not frozen');
        sub.expiresAt = new Date(now + sub.frozenLength * 1000);
        sub.frozenLength = 0;
        sub.unfrozenDate = new Date(now);
        sub.nextFrozeDate = new Date(now + FREEZE_COOLDOWN_DAYS * DAY);
      }
      return wire.extra({ status: true, subscriptions: wire.subscriptions(user, now) }, { changed: body.cheat_id });
    }
    case 'transactions': {
      const user = requireAccount();
      const limit = Number(query.get('limit') ?? 10);
      const skip = Number(query.get('skip') ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100 || !Number.isInteger(skip) || skip < 0) throw new Refusal(400, 'Bad paging parameters');
      const page = user.purchases.slice(skip, skip + limit);
      return wire.extra({ data: wire.transactions(page) }, { status: true, total: user.purchases.length });
    }
  }
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  response.end(text);
}

/** The body, or null when it is larger than any call of the spec needs. */
function readBody(request: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseObject(text: string): Json | null {
  if (text === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

const header = (request: http.IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
};

function bearer(request: http.IncomingMessage): string | null {
  const match = /^Bearer (\S+)$/.exec(header(request, 'authorization') ?? '');
  return match?.[1] ?? null;
}

/** Control calls for the tests: reset to a mode, hand out a session, read what was recorded. */
function control(state: State, path: string, body: Json): { state: State; reply: unknown } | null {
  switch (path) {
    case '/__fixture/reset': {
      const mode = body.mode === 'rich' ? 'rich' : 'spec';
      return { state: freshState(mode), reply: { mode } };
    }
    case '/__fixture/session':
      return { state, reply: { token: newToken(state, state.accounts[0]!) } };
    case '/__fixture/requests':
      return { state, reply: state.requests };
    case '/__fixture/account': {
      const account = state.accounts[0]!;
      const live = [...state.sessions].filter(([, owner]) => owner === account).map(([token]) => token);
      return { state, reply: { email: account.email, password: account.password, liveTokens: live, resetCode: state.resetCodes.get(account.email) ?? null } };
    }
    default:
      return null;
  }
}

export function createSpecBackend(initialMode: BackendMode = 'spec'): http.Server {
  let state = freshState(initialMode);

  return http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture.invalid');
      const text = await readBody(request);
      if (text === null) {
        send(response, 413, { status: false, message: 'Request body too large' });
        return;
      }
      const body = parseObject(text);

      if (url.pathname.startsWith('/__fixture/')) {
        // Only the tests, directly: never a page through the site's proxy.
        const proxied = header(request, 'x-forwarded-for') !== null;
        const handled = body === null || proxied ? null : control(state, url.pathname, body);
        if (handled === null) {
          send(response, 404, { status: false, message: 'Unknown control call' });
          return;
        }
        state = handled.state;
        send(response, 200, handled.reply);
        return;
      }

      const name = findSpecCall(request.method ?? '', url.pathname);
      const token = bearer(request);
      state.requests.push({
        call: name,
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: {
          accept: header(request, 'accept'),
          contentType: header(request, 'content-type'),
          acceptLanguage: header(request, 'accept-language'),
          authorization: header(request, 'authorization'),
        },
        tokenLive: token !== null && state.sessions.has(token),
        body: text,
      });

      // The spec mode says a refusal in the body only (HTTP 200); the rich mode adds an HTTP
      // status, as many servers do. An unknown token is 401 in both: the site must sign out.
      // A call the spec does not list is 404 in both.
      const refuse = (refusal: Refusal) => {
        const reply = { status: false, message: refusal.message };
        send(response, state.mode === 'rich' || refusal.noSession || name === null ? refusal.httpStatus : 200, reply);
      };
      if (name === null) {
        refuse(new Refusal(404, `No such call: ${request.method} ${url.pathname}`));
        return;
      }
      if (body === null) {
        refuse(new Refusal(400, 'Malformed JSON'));
        return;
      }
      try {
        send(response, 200, answerCall(state, name, body, url.searchParams, token));
      } catch (error) {
        if (error instanceof Refusal) refuse(error);
        else throw error;
      }
    })().catch((error: unknown) => {
      console.error('spec backend failed', error);
      if (!response.headersSent) send(response, 500, { status: false, message: 'Internal error' });
    });
  });
}
