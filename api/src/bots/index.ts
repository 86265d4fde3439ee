import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerTelegramWebhook } from './telegram';
import { registerVkCallback } from './vk';

/** The bots' webhooks, each only when its token is configured (see bots/settings.ts). */
export function registerBots(app: FastifyInstance, ctx: AppContext): void {
  const integrations = ctx.settings.integrations;
  if (integrations?.telegram) registerTelegramWebhook(app, ctx, integrations.telegram);
  if (integrations?.vk) registerVkCallback(app, ctx, integrations.vk);
}
