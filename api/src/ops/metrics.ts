import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Database } from '../db/database';
import { OPS_PATHS } from './health';

/**
 * Prometheus metrics at GET /metrics: fastify-metrics times every registered route
 * (`http_request_duration_seconds` histogram and summary by method, route and status) and
 * collects prom-client's process metrics; next to them the database pool and the rate
 * limit's refusals. Each app has its own registry, so several apps in one process (tests) do
 * not collide in prom-client's global one.
 */
export async function registerMetrics(app: FastifyInstance, db: Database): Promise<Registry> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: true,
      routeBlacklist: [OPS_PATHS.metrics, OPS_PATHS.healthz, OPS_PATHS.readyz],
      overrides: { histogram: { registers: [registry] }, summary: { registers: [registry] } },
    },
  });

  const refusals = new Counter({
    name: 'chameleon_rate_limit_refusals_total',
    help: 'Requests refused by the rate limit (429), by route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 429) refusals.inc({ route: request.routeOptions.url ?? '__unknown__' });
  });

  new Gauge({
    name: 'chameleon_db_pool_connections',
    help: 'PostgreSQL pool connections by state (max, total, idle, waiting queries); absent on embedded PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (stats === undefined) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  app.get(OPS_PATHS.metrics, { logLevel: 'warn' }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
