import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIRMATION_CODE_LIFETIME_HOURS, confirmationReplySchema } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import type { BotIntegrations } from '../../src/bots/settings';
import { startBotApiStandIn, type BotApiStandIn } from './botApiStandIn';
import { bearer, createHarness, registerUser, SETUP_TIMEOUT, type Harness, type HarnessOptions, type TestClock, type TestUser } from './harness';

const fixtures = path.resolve(__dirname, '..', 'fixtures', 'bots');

/** A recorded webhook payload with its {{PLACEHOLDERS}} filled in. */
export function recorded(name: string, values: Record<string, string> = {}): Record<string, unknown> {
  const text = readFileSync(path.join(fixtures, `${name}.json`), 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`fixture ${name} needs {{${key}}}`);
    return value;
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A Telegram message from private chat `chatId`: `/start <code>` as the deep link sends it
 * (German-speaking user), anything else as typed text (English-speaking user).
 */
export function telegramMessage(text: string, chatId: number): Record<string, unknown> {
  const start = /^\/start (\S+)$/.exec(text);
  const update = (start === null ? recorded('telegram-text', { CODE: text }) : recorded('telegram-start-deep-link', { CODE: start[1] ?? '' })) as {
    message: { from: { id: number }; chat: { id: number } };
  };
  update.message.from.id = chatId;
  update.message.chat.id = chatId;
  return update;
}

/** A VK message_new event from private peer `peerId` (French-speaking user), signed with `secret`. */
export function vkMessage(text: string, peerId: number, secret: string): Record<string, unknown> {
  const event = recorded('vk-message-new', { SECRET: secret, CODE: text }) as { object: { message: { from_id: number; peer_id: number } } };
  event.object.message.from_id = peerId;
  event.object.message.peer_id = peerId;
  return event;
}

/** The confirmation state the site would see for `user`. */
export async function confirmationOf(app: FastifyInstance, user: TestUser) {
  const response = await app.inject({ method: 'GET', url: '/v2/web/user/confirmation', headers: bearer(user.token) });
  return confirmationReplySchema.parse(response.json());
}

/** A fresh account and the confirmation code its page shows. */
export async function newUserWithCode(app: FastifyInstance): Promise<{ user: TestUser; code: string }> {
  const user = await registerUser(app);
  const { code } = await confirmationOf(app, user);
  if (code === null) throw new Error('a new account has a code');
  return { user, code };
}

export interface BotTestBed {
  h: Harness;
  /** The stand-in of the bot platform's API; its record of calls is emptied before each test. */
  standIn: BotApiStandIn;
}

/**
 * For the whole test file: a stand-in of the bot platform's API and the app with the bot
 * `integrations` pointed at it (they need the stand-in's address, known once it listens).
 */
export function botTestBedForFile(integrations: (standIn: BotApiStandIn) => BotIntegrations, options: HarnessOptions = {}): BotTestBed {
  const bed = {} as BotTestBed;
  beforeAll(async () => {
    bed.standIn = await startBotApiStandIn();
    bed.h = await createHarness({ ...options, settings: { ...options.settings, integrations: integrations(bed.standIn) } });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await bed.h?.close();
    await bed.standIn?.close();
  });
  beforeEach(() => {
    bed.standIn.calls.length = 0;
    bed.standIn.refuseSends = false;
    bed.standIn.vkRefusalCode = 901;
    bed.standIn.failNextSends = 0;
  });
  return bed;
}

/** Moves the clock an hour past a confirmation code's lifetime. */
export function outliveConfirmationCodes(clock: TestClock): void {
  clock.advance((CONFIRMATION_CODE_LIFETIME_HOURS + 1) * 3_600_000);
}
