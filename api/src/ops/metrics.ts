import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import { Counter, Gauge, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { OPS_PATHS } from './health';

/**
 * Prometheus metrics at GET /metrics: fastify-metrics times every registered route
 * (`http_request_duration_seconds` histogram and summary by method, route and status) and
 * collects prom-client's process metrics; next to them the database pool, the rate limit's
 * refusals and the notification jobs. Each app has its own registry, so several apps in one process (tests) do
 * not collide in prom-client's global one.
 */
export async function registerMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'notifications'>): Promise<Registry> {
  const { db } = ctx;
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

  // The notification jobs of this process (absent until its queue has started).
  for (const [outcome, help] of [
    ['sent', 'Notifications sent, by channel.'],
    ['failed', 'Notifications given up (after the last retry, or a chat that was let go or blocked), by channel.'],
    ['retried', 'Notification sends tried again after a failure, by channel.'],
  ] as const) {
    new Counter({
      name: `chameleon_notifications_${outcome}_total`,
      help,
      labelNames: ['channel'] as const,
      registers: [registry],
      collect() {
        const counts = ctx.notifications?.counts[outcome];
        if (counts === undefined) return;
        this.reset();
        for (const [channel, value] of Object.entries(counts)) this.inc({ channel }, value);
      },
    });
  }
  new Gauge({
    name: 'chameleon_notification_queue_depth',
    help: 'Notification jobs waiting for a worker (all processes).',
    registers: [registry],
    async collect() {
      if (ctx.notifications !== undefined) this.set(await ctx.notifications.depth());
    },
  });
  new Gauge({
    name: 'chameleon_notification_dead_letters',
    help: 'Notification jobs that ran out of retries, waiting in the dead-letter queue (all processes).',
    registers: [registry],
    async collect() {
      if (ctx.notifications !== undefined) this.set(await ctx.notifications.deadLetters());
    },
  });

  app.get(OPS_PATHS.metrics, { logLevel: 'warn' }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
