import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: `app.close()` stops accepting connections and waits for requests in
 * flight. A reply sent meanwhile says `Connection: close`, or its keep-alive connection would
 * hold the close open for the keep-alive time-out. Returns whether the app is closing.
 */
export function drainOnClose(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
  return () => closing;
}
