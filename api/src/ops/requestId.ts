import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// A proxy's id is kept only when it is a plain token: the id goes into every log line and a
// reply header, so a hostile one must not carry newlines, quotes or kilobytes.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when acceptable, a fresh UUID otherwise. */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
}

/** Fastify options that name each request, and so its JSON log lines (`reqId`), after the id above. */
export const requestIdOptions = { genReqId: requestIdFrom } as const;

/** Every reply, errors and 404s included, says which request it answers. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
