import { firstErrorCode, isErrorCode, routes, spec } from '@chameleon/contract';
import type * as z from 'zod/mini';
import { failure, retryAfterSeconds, serverMessage, type ApiFailure, type ApiResult, type FailureMessage } from './apiResult';

/** The part of a fetch `Response` the client reads, so tests can answer with plain objects. */
export interface HttpReply {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<HttpReply>;

/** A reply with an HTTP error status, before its body is read: what the status hooks act on. */
export interface HttpErrorEvent {
  endpoint: spec.SiteEndpointName;
  /** Whether the call carried the user's token (`auth: 'user'` in the contract). */
  protected: boolean;
  /**
   * The bearer token the call was sent with (null without one). A refusal of a token that was
   * replaced meanwhile (sign-in, password change) says nothing about the current one.
   */
  token: string | null;
  status: number;
  headers: HttpReply['headers'];
  /** The message the reply carried (a code or the server's words), which the screen shows in place; null when it carried none. */
  errorCode: FailureMessage | null;
}

export type HttpErrorListener = (event: HttpErrorEvent) => void;

export interface ApiClientOptions {
  /** From runtime configuration: a same-site path (`/api`) or an absolute URL; read per call. */
  baseUrl: string | (() => string);
  fetch: FetchLike;
  /** The page's language, sent as `Accept-Language`. */
  locale: () => string;
  /** The `access_token` cookie. */
  token: () => string | null | undefined;
  timeoutMs?: number;
}

/**
 * The calls that carry the API's HttpOnly device cookie, which keeps the owner's usual browser
 * from being locked out by guesses from elsewhere (sign-in, the reset code checks) and marks the
 * browser that undid an address change as the owner's. No other call sends or takes a cookie.
 * Same-origin only: a cross-origin API (no credentials in its CORS) is called as before.
 */
const DEVICE_COOKIE_CALLS: ReadonlySet<spec.SiteEndpointName> = new Set(['login', 'register', 'validateResetCode', 'setPasswordReset', 'undoEmailChange']);

/** Long enough for a slow mobile network, short enough that a hung request does not look like a frozen form. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** No reply of this API comes near this size; anything larger is not trusted (nor parsed). */
export const MAX_REPLY_CHARS = 2_000_000;

type Endpoints = typeof spec.endpoints;
type EndpointName = spec.SiteEndpointName;
/** A success reply as a store sees it: `status: true` whatever the server sent beside the data. */
type Reply<N extends EndpointName> = Omit<z.output<Endpoints[N]['reply']>, 'status'> & { status: true };

interface CallInput {
  body?: unknown;
  query?: unknown;
}

/**
 * The account API over `fetch`, one method per call the site makes, as the site reads the
 * protocol (`spec` in the contract: spec section 7's keys, everything else optional). Every
 * request body is checked by spec section 5's rules and carries only the spec's payload keys,
 * every reply is parsed tolerantly, and every failure resolves to `{ status: false, message }`
 * with the server's message or the error text: nothing throws. No call is retried (spec: API
 * retries 0).
 */
export class ApiClient {
  private readonly listeners = new Set<HttpErrorListener>();
  private readonly timeoutMs: number;

  constructor(private readonly options: ApiClientOptions) {
    this.timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  }

  /** Called for every reply with an HTTP error status; returns the unsubscribe function. */
  onHttpError(listener: HttpErrorListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  login(body: spec.LoginRequest) {
    return this.call('login', { body });
  }

  register(body: spec.RegisterRequest) {
    return this.call('register', { body });
  }

  logout() {
    return this.call('logout');
  }

  changePassword(body: spec.ChangePasswordRequest) {
    return this.call('changePassword', { body });
  }

  changeEmail(body: spec.ChangeEmailRequest) {
    return this.call('changeEmail', { body });
  }

  /** Mails a reset code (POST /auth/reset). */
  resetPassword(body: spec.ResetRequest) {
    return this.call('reset', { body });
  }

  validateResetCode(body: spec.ValidateResetCodeRequest) {
    return this.call('validateResetCode', { body });
  }

  /** Without `password` the server makes one up and mails it. */
  setPasswordReset(body: spec.SetPasswordResetRequest) {
    return this.call('setPasswordReset', { body });
  }

  getMainData() {
    return this.call('frontendData');
  }

  /** The games and prices for a visitor, before any sign-up (the landing); optional. */
  getCatalogue() {
    return this.call('catalogue');
  }

  freeze(body: spec.SubscriptionCommandRequest) {
    return this.call('freeze', { body });
  }

  unfreeze(body: spec.SubscriptionCommandRequest) {
    return this.call('unfreeze', { body });
  }

  getTransactions(query: spec.TransactionsQuery) {
    return this.call('transactions', { query });
  }

  /** The bot confirmation state of the signed-in account: the code to send and the bot links. */
  getConfirmation() {
    return this.call('confirmation');
  }

  /** Lets the launcher's pending sign-in request through (the /auth/sso page). */
  authorizeSso(body: spec.SsoAuthorizeRequest) {
    return this.call('ssoAuthorize', { body });
  }

  /** Refuses the launcher's pending sign-in request (the /auth/sso page's Cancel); optional. */
  refuseSso(body: spec.SsoRefuseRequest) {
    return this.call('ssoRefuse', { body });
  }

  createPayment(body: spec.CreatePaymentRequest) {
    return this.call('createPayment', { body });
  }

  /** Drops the address waiting for its confirmation link; the reply's user has none pending. */
  cancelEmailChange() {
    return this.call('cancelEmailChange');
  }

  /** The link mailed to a new address (`#confirm=<token>`): the address takes effect. */
  confirmEmailChange(body: spec.EmailLinkRequest) {
    return this.call('confirmEmailChange', { body });
  }

  /** The "this wasn't me" link mailed to the previous address (`#undo=<token>`). */
  undoEmailChange(body: spec.EmailLinkRequest) {
    return this.call('undoEmailChange', { body });
  }

  /** Where the account is signed in: browsers and launchers. */
  getSessions() {
    return this.call('sessions');
  }

  endSession(body: spec.EndSessionRequest) {
    return this.call('endSession', { body });
  }

  /** Ends every session but the one this call is sent with. */
  endOtherSessions() {
    return this.call('endOtherSessions');
  }

  /** The account's bot chats: which bots are linked. */
  getBotChats() {
    return this.call('botChats');
  }

  /** A short-lived code that links the chat it is sent from (the bot's deep link). */
  linkBot(body: spec.BotRequest) {
    return this.call('linkBot', { body });
  }

  unlinkBot(body: spec.BotRequest) {
    return this.call('unlinkBot', { body });
  }

  /** Which channels carry subscription notifications. */
  getNotificationSettings() {
    return this.call('notificationSettings');
  }

  setNotificationChannel(body: spec.SetNotificationChannelRequest) {
    return this.call('setNotificationChannel', { body });
  }

  private async call<N extends EndpointName>(name: N, input: CallInput = {}): Promise<ApiResult<Reply<N>>> {
    const endpoint: Endpoints[N] = spec.endpoints[name];
    const body = 'body' in endpoint ? endpoint.body.safeParse(input.body) : null;
    if (body !== null && !body.success) return failure(firstErrorCode(body.error));
    const query = 'query' in endpoint ? endpoint.query.safeParse(input.query ?? {}) : null;
    if (query !== null && !query.success) return failure(firstErrorCode(query.error));

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Accept-Language': this.options.locale(),
    };
    const token = this.options.token() || null;
    if (token !== null) headers.Authorization = `Bearer ${token}`;

    const search = query === null ? '' : `?${new URLSearchParams(Object.entries(query.data).map(([k, v]) => [k, String(v)]))}`;
    const url = `${this.baseUrl()}${endpoint.path}${search}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      let reply: HttpReply;
      let text: string;
      try {
        reply = await this.options.fetch(url, {
          method: endpoint.method,
          headers,
          signal: controller.signal,
          credentials: DEVICE_COOKIE_CALLS.has(name) ? 'same-origin' : 'omit',
          ...(body === null ? {} : { body: JSON.stringify(body.data) }),
        });
        text = await reply.text();
      } catch {
        return failure(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
      }
      const { result, carried } = parseReply(endpoint.reply, reply.ok, text);
      // A backend that lacks a call beyond the spec answers 404 with no code of ours: the
      // screen hides what needs the call, so no "Not Found" toast either.
      if (reply.status === 404 && isOptional(name) && !(carried && namesOurCode(result))) return failure('UNSUPPORTED');
      if (!reply.ok) {
        this.emit({ endpoint: name, protected: endpoint.auth === 'user', token, status: reply.status, headers: reply.headers, errorCode: carried && result.status === false ? result.message : null });
        const wait = retryAfterSeconds(reply.headers.get('retry-after'));
        if (result.status === false && wait !== null) return { ...result, retryAfterSeconds: wait };
      }
      return result as ApiResult<Reply<N>>;
    } finally {
      clearTimeout(timer);
    }
  }

  private baseUrl(): string {
    const { baseUrl } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/+$/, '');
  }

  private emit(event: HttpErrorEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        // A broken hook must not turn a normal failure reply into a thrown exception.
        console.error('API status hook failed', error);
      }
    }
  }
}

/**
 * A reply as the site reads it. A failure is `{ status: false, message }` whatever the HTTP
 * status, its message kept as the server wrote it (a catalogue code or its own words); an
 * error status without such a body is INVALID_RESPONSE; a success is parsed by the call's
 * tolerant schema. "Not shown" replies (logout, the reset calls) may have no JSON body at all.
 */
function parseReply(schema: z.ZodMiniType, ok: boolean, text: string): { result: ApiResult<{ status: true }> | ApiFailure; carried: boolean } {
  const own = (message: FailureMessage) => ({ result: failure(message), carried: false });
  if (text.length > MAX_REPLY_CHARS) return own('INVALID_RESPONSE');
  const json = parseJson(text);
  const refusal = spec.failureReplySchema.safeParse(json);
  // A failure without a message of its own carries nothing the screen could show.
  if (refusal.success) return { result: failure(serverMessage(refusal.data.message)), carried: refusal.data.message !== undefined && refusal.data.message.trim() !== '' };
  if (!ok) return own('INVALID_RESPONSE');
  const parsed = schema.safeParse(json === undefined && text.trim() === '' ? {} : json);
  return parsed.success ? { result: { ...(parsed.data as object), status: true }, carried: false } : own('INVALID_RESPONSE');
}

function isOptional(name: EndpointName): boolean {
  return 'optional' in routes[name];
}

/** A refusal naming one of the contract's codes; NOT_FOUND is what any unknown route answers, so it names nothing. */
function namesOurCode(result: ApiResult<{ status: true }> | ApiFailure): boolean {
  return result.status === false && result.message !== 'NOT_FOUND' && isErrorCode(result.message);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
