import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerHealth } from './health';
import { registerMetrics } from './metrics';
import { registerReference } from './reference';
import { echoRequestId } from './requestId';
import { drainOnClose } from './shutdown';

export { requestIdOptions } from './requestId';

/** What an operator expects of a service: request ids, health, readiness, metrics and the published contract. Before any route. */
export async function registerOps(app: FastifyInstance, ctx: AppContext): Promise<void> {
  echoRequestId(app);
  registerHealth(app, ctx.db, drainOnClose(app));
  await registerMetrics(app, ctx);
  await registerReference(app);
}
