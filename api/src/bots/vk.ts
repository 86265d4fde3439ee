import { DEFAULT_LOCALE, type Locale } from '@chameleon/contract';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { unlinkChat } from '../services/bot-chats';
import { chatClosed, VkApiError } from './chatClosed';
import { answerText, receiveText } from './receiveMessage';
import type { VkSettings } from './settings';

export const VK_CALLBACK_PATH = '/bots/vk';

// VK's Callback API: a POST per event with `type`, `group_id`, `secret` and `object`. The
// answer must be the text "ok" (or, for `confirmation`, the configured string); anything
// else makes VK retry. Only the fields read here are checked; VK adds fields freely.
const callbackSchema = z.object({
  type: z.string().check(z.maxLength(64)),
  group_id: z.number(),
  secret: z.optional(z.string().check(z.maxLength(256))),
});
const messageNewSchema = z.object({
  object: z.object({
    message: z.object({
      from_id: z.number(),
      peer_id: z.number(),
      text: z.string(),
    }),
    client_info: z.optional(z.object({ lang_id: z.optional(z.number()) })),
  }),
});

/** VK's language ids (client_info.lang_id) of the site's languages. */
const VK_LANGUAGES: Record<number, Locale> = { 0: 'ru', 3: 'en', 4: 'es', 6: 'de', 16: 'fr' };
/** Peer ids from here on are group chats; the bot answers people in private only. */
const VK_CHAT_PEER_OFFSET = 2_000_000_000;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function vkLocale(langId: number | undefined): Locale {
  return (langId === undefined ? undefined : VK_LANGUAGES[langId]) ?? DEFAULT_LOCALE;
}

/** messages.send through the plain API (one form-encoded POST); VK answers 200 with `error` on failure. */
export async function sendVkMessage(settings: VkSettings, peerId: number, message: string): Promise<void> {
  const body = new URLSearchParams({
    peer_id: String(peerId),
    message,
    // VK drops a message whose random_id it has seen from this community recently: retries stay single.
    random_id: String(Math.floor(Math.random() * 2 ** 31)),
    access_token: settings.accessToken,
    v: settings.apiVersion,
  });
  const response = await fetch(`${settings.apiRoot}/messages.send`, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
  const reply = (await response.json()) as { error?: { error_code?: number; error_msg?: string } };
  if (!response.ok || reply.error !== undefined) {
    throw new VkApiError(reply.error?.error_code ?? null, `VK messages.send failed: ${response.status} ${reply.error?.error_code ?? ''} ${reply.error?.error_msg ?? ''}`);
  }
}

export function registerVkCallback(app: FastifyInstance, ctx: AppContext, settings: VkSettings): void {
  app.post(VK_CALLBACK_PATH, async (request, reply) => {
    const callback = z.safeParse(callbackSchema, request.body);
    if (!callback.success) return reply.code(400).type('text/plain; charset=utf-8').send('bad request');
    // The secret before anything else, the handshake included: no answer tells a stranger anything.
    if (!sameSecret(callback.data.secret, settings.secret) || callback.data.group_id !== settings.groupId) {
      return reply.code(403).type('text/plain; charset=utf-8').send('forbidden');
    }
    const ok = () => reply.type('text/plain; charset=utf-8').send('ok');
    if (callback.data.type === 'confirmation') return reply.type('text/plain; charset=utf-8').send(settings.confirmation);
    if (callback.data.type !== 'message_new') return ok();

    const event = z.safeParse(messageNewSchema, request.body);
    if (!event.success) return ok();
    const { message, client_info: clientInfo } = event.data.object;
    if (message.peer_id >= VK_CHAT_PEER_OFFSET || message.peer_id !== message.from_id) return ok();
    const chat = { bot: 'vk', chatId: String(message.peer_id) } as const;
    const answer = await receiveText(ctx, message.text, chat);
    // The code is redeemed by now: a failed answer (messages closed to the community) must still
    // be acknowledged, or VK retries and at last switches the callback server off.
    try {
      await sendVkMessage(settings, message.peer_id, answerText(answer, vkLocale(clientInfo?.lang_id)));
    } catch (error) {
      if (chatClosed(error)) await unlinkChat(ctx, chat);
      request.log.warn({ err: error, bot: 'vk' }, 'the bot could not send its answer');
    }
    return ok();
  });
}
