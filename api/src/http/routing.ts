import { errorReplySchema, firstErrorCode, type Endpoint } from '@chameleon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import * as z from 'zod/mini';
import type { $ZodError, $ZodType } from 'zod/v4/core';
import type { Account } from '../services/accounts';
import { ApiError } from './api-error';

// zod/mini (the contract's flavour) registers no messages: an issue without the contract's own
// code would read just "Invalid input". The API's logs name what a reply got wrong, so it loads
// zod's English messages, as classic zod did; the browser bundle goes without them.
z.config(z.locales.en());

type Parsed<S> = S extends $ZodType ? z.output<S> : undefined;

export interface CallContext<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  account: E['auth'] extends 'user' ? Account : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Guard = (request: FastifyRequest) => Promise<void>;

/** Zod schemas of the contract validate requests; failures carry the field's error code. */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => (data) => {
    const result = z.safeParse(schema as $ZodType, data);
    if (!result.success) return { error: new ApiError(firstErrorCode(result.error)) };
    // PostgreSQL text cannot hold U+0000: such a string would fail inside a query (500).
    // No field of the contract has a use for it, so it is malformed input wherever it is.
    if (holdsNul(result.data)) return { error: new ApiError('INVALID_REQUEST') };
    // Every number of the contract is an id, a count or an offset stored as a PostgreSQL
    // integer: one beyond 32 bits would fail inside the query (500) instead of saying 400.
    if (beyondInt32(result.data)) return { error: new ApiError('INVALID_REQUEST') };
    return { value: result.data };
  });
  // Replies are checked too: a handler that drifts from the contract fails loudly (500) instead
  // of sending the site something its parser would reject.
  app.setSerializerCompiler(({ schema }) => (data) => {
    const result = z.safeParse(schema as $ZodType, data);
    if (!result.success) throw new ReplyContractError(result.error);
    return JSON.stringify(result.data);
  });
}

/** Whether a parsed body or query has a string with U+0000 anywhere in it. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

/** Whether a parsed body or query has a number a PostgreSQL `integer` cannot hold. */
export function beyondInt32(value: unknown): boolean {
  if (typeof value === 'number') return !(value >= INT32_MIN && value <= INT32_MAX);
  if (typeof value === 'bigint') return value < INT32_MIN || value > INT32_MAX;
  if (Array.isArray(value)) return value.some(beyondInt32);
  if (value !== null && typeof value === 'object') return Object.values(value).some(beyondInt32);
  return false;
}

export class ReplyContractError extends Error {
  constructor(readonly issues: $ZodError) {
    super(`reply does not match the contract: ${issues.message}`);
    this.name = 'ReplyContractError';
  }
}

/** Runs before the body is read: a limit that refuses an attempt costs no parsing. */
export type Limit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers one call of the contract with its schemas, guard and (optional) rate limit:
 * `implement(app, endpoints.login, null)(async ({ body }) => reply)`. Curried so the
 * handler is typed from the endpoint alone.
 */
export function implement<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  guard: Guard | null,
  options: { limit?: Limit } = {},
) {
  return (handler: (call: CallContext<E>) => Promise<z.input<E['reply']>>): void => {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
        ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
        response: { 200: endpoint.reply, '4xx': errorReplySchema, '5xx': errorReplySchema },
      },
      ...(options.limit === undefined ? {} : { onRequest: options.limit as onRequestAsyncHookHandler }),
      ...(guard === null ? {} : { preHandler: guard }),
      handler: async (request, reply) =>
        handler({
          body: request.body as Parsed<E['body']>,
          query: request.query as Parsed<E['query']>,
          account: (request.account ?? null) as CallContext<E>['account'],
          request,
          reply,
        }),
    });
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    account?: Account;
  }
}
