import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { ERROR_HTTP_STATUS, type ErrorCode } from '@chameleon/contract';
import { registerBots } from './bots';
import type { AppContext } from './context';
import { registerDevPages } from './dev/pages';
import { ApiError } from './http/api-error';
import { SnapshotRateLimitStore } from './http/rateLimitStore';
import { registerRoutes } from './http/routes';
import { installZodValidation } from './http/routing';
import { registerOps, requestIdOptions } from './ops';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** The HTTP API over an open context (database, clock, mail, captcha, settings). */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
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
  await app.register(formbody);
  await app.register(cors, {
    origin: ctx.settings.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Accept', 'Accept-Language', 'Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false, store: SnapshotRateLimitStore });

  app.setErrorHandler((error, request, reply) => {
    const code = errorCode(error);
    if (code === 'INVALID_RESPONSE') request.log.error({ err: error }, 'request failed');
    return reply.status(ERROR_HTTP_STATUS[code]).send({ status: false, message: code });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: false, message: 'NOT_FOUND' }));

  registerRoutes(app, ctx);
  registerBots(app, ctx);
  if (ctx.settings.devPages) registerDevPages(app, ctx);
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
