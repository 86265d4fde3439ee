/** The Telegram bot: its token, the webhook's secret header and where the Bot API lives. */
export interface TelegramSettings {
  token: string;
  /** Sent by Telegram in `X-Telegram-Bot-Api-Secret-Token` (set with setWebhook's `secret_token`). */
  webhookSecret: string;
  /** https://api.telegram.org, or a local stand-in in tests and demos. */
  apiRoot: string;
  /** The chat (a group of support agents) that users' other messages go to; absent or null: none. */
  supportChat?: string | null;
}

/** The VK community bot: Callback API settings and the community token that answers. */
export interface VkSettings {
  groupId: number;
  /** The community's access token (messages permission), for messages.send. */
  accessToken: string;
  /** The "secret key" of the Callback API server, sent in every callback's body. */
  secret: string;
  /** The string VK expects back from the `confirmation` handshake. */
  confirmation: string;
  /** https://api.vk.com/method, or a local stand-in. */
  apiRoot: string;
  apiVersion: string;
}

export interface BotIntegrations {
  telegram: TelegramSettings | null;
  vk: VkSettings | null;
}

const TELEGRAM_SECRET = /^[A-Za-z0-9_-]{1,256}$/;

function value(env: NodeJS.ProcessEnv, name: string): string | null {
  const given = env[name];
  return given === undefined || given.trim() === '' ? null : given.trim();
}

/**
 * The bots run when their token is set. A token without its secret is refused at start, so a
 * webhook can never be open to anyone who finds its URL.
 */
export function readBotIntegrations(env: NodeJS.ProcessEnv): BotIntegrations {
  const telegramToken = value(env, 'TELEGRAM_BOT_TOKEN');
  const telegramSecret = value(env, 'TELEGRAM_WEBHOOK_SECRET');
  // Users' messages go to a support chat only through the Telegram bot, and only to a chat id.
  const supportChat = value(env, 'SUPPORT_TELEGRAM_CHAT');
  if (supportChat !== null && (telegramToken === null || !/^-?\d{1,20}$/.test(supportChat))) {
    throw new Error('SUPPORT_TELEGRAM_CHAT must be a Telegram chat id (a whole number) and needs TELEGRAM_BOT_TOKEN');
  }
  let telegram: TelegramSettings | null = null;
  if (telegramToken !== null) {
    if (telegramSecret === null || !TELEGRAM_SECRET.test(telegramSecret)) {
      throw new Error('TELEGRAM_BOT_TOKEN is set: TELEGRAM_WEBHOOK_SECRET must be 1-256 characters of A-Z a-z 0-9 _ -');
    }
    telegram = {
      token: telegramToken,
      webhookSecret: telegramSecret,
      apiRoot: (value(env, 'TELEGRAM_API_ROOT') ?? 'https://api.telegram.org').replace(/\/$/, ''),
      supportChat,
    };
  }

  const vkToken = value(env, 'VK_GROUP_TOKEN');
  let vk: VkSettings | null = null;
  if (vkToken !== null) {
    const secret = value(env, 'VK_CALLBACK_SECRET');
    const confirmation = value(env, 'VK_CONFIRMATION');
    const groupId = Number(value(env, 'VK_GROUP_ID'));
    if (secret === null || confirmation === null || !Number.isSafeInteger(groupId) || groupId <= 0) {
      throw new Error('VK_GROUP_TOKEN is set: VK_CALLBACK_SECRET, VK_CONFIRMATION and VK_GROUP_ID (a number) must be set too');
    }
    vk = {
      groupId,
      accessToken: vkToken,
      secret,
      confirmation,
      apiRoot: (value(env, 'VK_API_ROOT') ?? 'https://api.vk.com/method').replace(/\/$/, ''),
      apiVersion: value(env, 'VK_API_VERSION') ?? '5.199',
    };
  }
  return { telegram, vk };
}
