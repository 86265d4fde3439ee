import {
  endpoints,
  errorReplySchema,
  firstErrorCode,
  isErrorCode,
  type ErrorCode,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type CreatePaymentRequest,
  type EndpointName,
  type LoginRequest,
  type RegisterRequest,
  type ResetRequest,
  type SetPasswordResetRequest,
  type SsoAuthorizeRequest,
  type SubscriptionCommandRequest,
  type TransactionsQuery,
  type ValidateResetCodeRequest,
} from '@chameleon/contract';
import type * as z from 'zod/mini';
import { failure, type ApiFailure, type ApiResult } from './apiResult';

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
  endpoint: EndpointName;
  /** Whether the call carried the user's token (`auth: 'user'` in the contract). */
  protected: boolean;
  /**
   * The bearer token the call was sent with (null without one). A refusal of a token that was
   * replaced meanwhile (sign-in, password change) says nothing about the current one.
   */
  token: string | null;
  status: number;
  headers: HttpReply['headers'];
  /** The catalogue code the reply carried, which the screen shows in place; null when it carried none. */
  errorCode: ErrorCode | null;
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

/** Long enough for a slow mobile network, short enough that a hung request does not look like a frozen form. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** No reply of this API comes near this size; anything larger is not trusted (nor parsed). */
export const MAX_REPLY_CHARS = 2_000_000;

type Endpoints = typeof endpoints;
type Reply<N extends EndpointName> = z.output<Endpoints[N]['reply']>;

interface CallInput {
  body?: unknown;
  query?: unknown;
}

/**
 * The account API over `fetch`, one method per call of the contract that a browser makes.
 * Every request body is checked by the contract before it is sent, every reply is parsed by
 * the contract's schema, and every failure resolves to `{ status: false, message }`: nothing
 * throws. No call is retried (spec: API retries 0).
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

  login(body: LoginRequest) {
    return this.call('login', { body });
  }

  register(body: RegisterRequest) {
    return this.call('register', { body });
  }

  logout() {
    return this.call('logout');
  }

  changePassword(body: ChangePasswordRequest) {
    return this.call('changePassword', { body });
  }

  changeEmail(body: ChangeEmailRequest) {
    return this.call('changeEmail', { body });
  }

  /** Mails a reset code (POST /auth/reset). */
  resetPassword(body: ResetRequest) {
    return this.call('reset', { body });
  }

  validateResetCode(body: ValidateResetCodeRequest) {
    return this.call('validateResetCode', { body });
  }

  /** Without `password` the server makes one up and mails it. */
  setPasswordReset(body: SetPasswordResetRequest) {
    return this.call('setPasswordReset', { body });
  }

  getMainData() {
    return this.call('frontendData');
  }

  freeze(body: SubscriptionCommandRequest) {
    return this.call('freeze', { body });
  }

  unfreeze(body: SubscriptionCommandRequest) {
    return this.call('unfreeze', { body });
  }

  getTransactions(query: TransactionsQuery) {
    return this.call('transactions', { query });
  }

  /** The bot confirmation state of the signed-in account: the code to send and the bot links. */
  getConfirmation() {
    return this.call('confirmation');
  }

  /** Lets the launcher's pending sign-in request through (the /auth/sso page). */
  authorizeSso(body: SsoAuthorizeRequest) {
    return this.call('ssoAuthorize', { body });
  }

  createPayment(body: CreatePaymentRequest) {
    return this.call('createPayment', { body });
  }

  private async call<N extends EndpointName>(name: N, input: CallInput = {}): Promise<ApiResult<Reply<N>>> {
    const endpoint: Endpoints[N] = endpoints[name];
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
          credentials: 'omit',
          ...(body === null ? {} : { body: JSON.stringify(body.data) }),
        });
        text = await reply.text();
      } catch {
        return failure(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR');
      }
      const result = parseReply(endpoint.reply, reply.ok, text) as ApiResult<Reply<N>>;
      if (!reply.ok) {
        const refusal = errorReplySchema.safeParse(safeJson(text));
        const errorCode = refusal.success && isErrorCode(refusal.data.message) ? refusal.data.message : null;
        this.emit({ endpoint: name, protected: endpoint.auth === 'user', token, status: reply.status, headers: reply.headers, errorCode });
      }
      return result;
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

function safeJson(text: string): unknown {
  try {
    return text.length > MAX_REPLY_CHARS ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseReply(schema: z.ZodMiniType, ok: boolean, text: string): ApiResult<{ status: true }> {
  if (text.length > MAX_REPLY_CHARS) return failure('INVALID_RESPONSE');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failure('INVALID_RESPONSE');
  }
  const refusal = errorReplySchema.safeParse(json);
  if (refusal.success) return refusal.data satisfies ApiFailure;
  if (!ok) return failure('INVALID_RESPONSE');
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data as { status: true }) : failure('INVALID_RESPONSE');
}
