import { GrammyError } from 'grammy';

/** A failed VK API call, with VK's error code when it gave one. */
export class VkApiError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** VK's error codes that mean the user closed messages from the community (901) or blocked it (902). */
const VK_CHAT_CLOSED = new Set([901, 902]);

/**
 * Whether a failed send means the chat will never take a message again: Telegram's 403 ("bot
 * was blocked by the user", "user is deactivated") or VK's closed messages. Such a chat leaves
 * its account; any other failure may pass.
 */
export function chatClosed(error: unknown): boolean {
  if (error instanceof GrammyError) return error.error_code === 403;
  return error instanceof VkApiError && error.code !== null && VK_CHAT_CLOSED.has(error.code);
}
