import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export const OPS_PATHS = { healthz: '/healthz', readyz: '/readyz', metrics: '/metrics' } as const;

/** How long /readyz waits for the database before it calls it unavailable. */
export const READINESS_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process answers (liveness). GET /readyz: the database answers and the
 * server is not shutting down (readiness): 503 otherwise, so a balancer stops sending traffic
 * while requests in flight finish.
 */
export function registerHealth(app: FastifyInstance, db: Database, closing: () => boolean): void {
  app.get(OPS_PATHS.healthz, { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get(OPS_PATHS.readyz, { logLevel: 'warn' }, async (_request, reply) => {
    if (closing()) return reply.code(503).send({ status: 'unavailable', reason: 'shutting down' });
    if (!(await databaseAnswers(db))) return reply.code(503).send({ status: 'unavailable', reason: 'database' });
    return { status: 'ready' };
  });
}
