import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { ERROR_HTTP_STATUS, type ErrorCode } from '@chameleon/contract';
import { registerBots } from './bots';
import type { AppContext } from './context';
import { registerDevPages } from './dev/pages';
import { ApiError } from './http/api-error';
import { RateLimiter } from './http/rateLimiter';
import { registerRoutes } from './http/routes';
import { installZodValidation } from './http/routing';
import { registerOps, requestIdOptions } from './ops';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /**
   * Proxies in front of the API (nginx, the site's /api proxy): the client address is the
   * entry that many hops from the right of `X-Forwarded-For`. Entries further left are the
   * client's own words and are never believed. 0: the socket's address.
   */
  trustProxyHops?: number;
  /** A request still arriving after this long (a trickled body or headers) is cut off. */
  requestTimeoutMs?: number;
}

/** How often Node looks for requests past their time-out (its default, 30 s, would let a trickle live that much longer). */
const TIMEOUT_CHECK_MS = 1_000;
/**
 * How long an idle connection stays open (the site's server keeps the same): longer than its
 * callers keep one in their pools (Node's agents, the site's /api proxy among them, 5 s;
 * nginx's upstream keepalive, load balancers and browsers about 60 s), so that the caller
 * always closes it first and never sends on a connection being closed here ("socket hang up").
 * Fastify's own default, which a `serverFactory` leaves out.
 */
const KEEP_ALIVE_MS = 72_000;

/** The HTTP API over an open context (database, clock, mail, captcha, settings). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? 15_000;
  const hops = options.trustProxyHops ?? 0;
  const app = Fastify<http.Server>({
    logger: options.logger ?? false,
    // proxy-addr walks from the socket leftwards: the first `hops` addresses are our proxies.
    trustProxy: (_address: string, hop: number) => hop < hops,
    serverFactory: (handler: http.RequestListener) =>
      http.createServer(
        { requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: TIMEOUT_CHECK_MS, keepAliveTimeout: KEEP_ALIVE_MS },
        handler,
      ),
    ...requestIdOptions,
    // Errors raised before routing (a malformed %-escape in the URL...) get the API's own
    // error shape instead of Fastify's.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ status: false, message: 'INVALID_REQUEST' });
    },
  });
  installZodValidation(app);
  await registerOps(app, ctx);

  // The site sends `Content-Type: application/json` on every call, bodiless ones included
  // (logout), so an empty JSON body means "no body" instead of Fastify's 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError('INVALID_REQUEST'), undefined);
    }
  });
  // Signs the device cookie (routes.ts) with the server's code secret, so every process agrees.
  await app.register(cookie, { secret: ctx.settings.codeSecret ?? randomBytes(32).toString('hex') });
  await app.register(cors, {
    origin: ctx.settings.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Accept', 'Accept-Language', 'Authorization', 'Content-Type'],
    maxAge: 600,
  });

  // Replies carry tokens and account data: no cache between the API and the browser may keep
  // them, whichever proxy (or none) stands in front. A route that may be cached says so itself.
  // Callback style, not async: grammY's webhook handler sends and then resolves undefined, and
  // an extra asynchronous step here let Fastify send that reply a second time (headers sent).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler((error, request, reply) => {
    const code = errorCode(error);
    if (code === 'INVALID_RESPONSE') request.log.error({ err: error }, 'request failed');
    if (error instanceof ApiError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(ERROR_HTTP_STATUS[code]).send({ status: false, message: code });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: false, message: 'NOT_FOUND' }));

  registerRoutes(app, ctx, new RateLimiter(ctx.db, ctx.now));
  registerBots(app, ctx);
  // In their own scope: only the development pages take HTML form posts. The contract's calls
  // take JSON alone, so a cross-site HTML form cannot reach them (415, INVALID_REQUEST).
  if (ctx.settings.devPages) await app.register(async (dev) => registerDevPages(dev, ctx));
  return app;
}

function errorCode(error: unknown): ErrorCode {
  if (error instanceof ApiError) return error.code;
  if (error instanceof $ZodError) return 'INVALID_REQUEST';
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (statusCode === 429) return 'TO_MANY_REQUESTS';
  // Fastify's own client errors: unsupported media type, body too large, malformed URL...
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return 'INVALID_REQUEST';
  return 'INVALID_RESPONSE';
}
