import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in of the Telegram Bot API and of VK's API method endpoint: it records every
// call the bots make and answers as the real services do for the few methods they use.

export interface RecordedCall {
  service: 'telegram' | 'vk';
  method: string;
  params: Record<string, unknown>;
}

export interface BotApiStandIn {
  /** Telegram's `apiRoot` (grammY appends /bot<token>/<method>). */
  telegramRoot: string;
  /** VK's method root (the bot appends /<method>). */
  vkRoot: string;
  calls: RecordedCall[];
  /** Answer every send as the services do when the user blocked the bot (Telegram 403, VK 901). */
  refuseSends: boolean;
  /** VK's error code for a refused send: 901 (messages closed to the community) or 902 (the user's privacy settings). */
  vkRefusalCode: number;
  /** Answer this many of the next sends with a 500, as a service having a bad moment does. */
  failNextSends: number;
  /** The texts sent with sendMessage / messages.send, in order. */
  sentTexts(): string[];
  close(): Promise<void>;
}

export const STAND_IN_BOT = { id: 7_000_000_001, username: 'chameleon_test_bot' };

async function readParams(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  if (body === '') return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(body));
}

/** Message ids as Telegram gives them: new for every message sent. */
let lastMessageId = 0;

function telegramResult(method: string, params: Record<string, unknown>): unknown {
  if (method === 'getMe') {
    return {
      id: STAND_IN_BOT.id,
      is_bot: true,
      first_name: 'Chameleon',
      username: STAND_IN_BOT.username,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
    };
  }
  if (method === 'sendMessage') {
    lastMessageId += 1;
    return { message_id: lastMessageId, date: Math.floor(Date.now() / 1000), chat: { id: params.chat_id, type: 'private' }, text: params.text };
  }
  return true;
}

export async function startBotApiStandIn(port = 0): Promise<BotApiStandIn> {
  const calls: RecordedCall[] = [];
  const state = { refuseSends: false, failNextSends: 0, vkRefusalCode: 901 };
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = await readParams(request);
      const telegram = /^\/bot[^/]+\/(\w+)$/.exec(url.pathname);
      const vk = /^\/vk\/method\/([\w.]+)$/.exec(url.pathname);
      response.setHeader('content-type', 'application/json');
      if (telegram?.[1] !== undefined) {
        calls.push({ service: 'telegram', method: telegram[1], params });
        if (state.failNextSends > 0 && telegram[1] === 'sendMessage') {
          state.failNextSends -= 1;
          response.statusCode = 500;
          response.end(JSON.stringify({ ok: false, error_code: 500, description: 'Internal Server Error' }));
          return;
        }
        if (state.refuseSends && telegram[1] === 'sendMessage') {
          response.statusCode = 403;
          response.end(JSON.stringify({ ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }));
          return;
        }
        response.end(JSON.stringify({ ok: true, result: telegramResult(telegram[1], params) }));
      } else if (vk?.[1] !== undefined) {
        calls.push({ service: 'vk', method: vk[1], params });
        const refused = state.refuseSends && vk[1] === 'messages.send';
        const messages: Record<number, string> = { 901: "Can't send messages for users without permission", 902: "Can't send messages to this user due to their privacy settings" };
        response.end(JSON.stringify(refused ? { error: { error_code: state.vkRefusalCode, error_msg: messages[state.vkRefusalCode] ?? 'Unknown error' } } : { response: 1 }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      }
    })();
  });
  // Telegram's and VK's servers keep an idle connection open far longer than Node's 5 s default.
  // With that default, a send that reuses a keep-alive socket just as this server closes it ends in
  // "socket hang up", and the queue retries it 30 s later: a race of this stand-in, not of the bots.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    telegramRoot: origin,
    vkRoot: `${origin}/vk/method`,
    calls,
    sentTexts: () =>
      calls
        .filter((call) => call.method === 'sendMessage' || call.method === 'messages.send')
        .map((call) => String(call.params.text ?? call.params.message)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    get refuseSends() {
      return state.refuseSends;
    },
    set refuseSends(refuse: boolean) {
      state.refuseSends = refuse;
    },
    get failNextSends() {
      return state.failNextSends;
    },
    set failNextSends(count: number) {
      state.failNextSends = count;
    },
    get vkRefusalCode() {
      return state.vkRefusalCode;
    },
    set vkRefusalCode(code: number) {
      state.vkRefusalCode = code;
    },
  };
}
