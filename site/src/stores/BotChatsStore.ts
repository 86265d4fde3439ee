import { CONFIRMATION_BOTS, type ConfirmationBot, type spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { Command, type CommandReply } from './command';
import { done, refused, succeeded, type Result } from './result';

/** `unsupported`: the backend lacks the bot calls (beyond spec section 7), so settings hide the card. */
export type BotChatsStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'unsupported';

/** A code to send the bot, live until `expiresAt` (null: the backend did not say). */
export interface BotLink {
  bot: ConfirmationBot;
  code: string;
  botUrl: string | null;
  expiresAt: string | null;
}

type BotChatsApi = Pick<ApiClient, 'getBotChats' | 'linkBot' | 'unlinkBot' | 'getNotificationSettings' | 'setNotificationChannel'>;
type BotChatsReply = Awaited<ReturnType<BotChatsApi['getBotChats']>>;
type ChannelsReply = Awaited<ReturnType<BotChatsApi['getNotificationSettings']>>;

/** One call at a time per key; a link, an unlink and a switch each have their own. */
type BotChatsKey = 'chats' | 'channels' | `channel:${string}` | `link:${ConfirmationBot}` | `unlink:${ConfirmationBot}`;

const isKnownBot = (bot: string): bot is ConfirmationBot => (CONFIRMATION_BOTS as readonly string[]).includes(bot);

/**
 * The account's chats with the bots (settings): which are linked, a short-lived code that
 * links one from the bot's side, letting one go, and the switch of each notification channel.
 */
export class BotChatsStore {
  chats: spec.BotChat[] = [];
  status: BotChatsStatus = 'idle';
  /** The last code asked for; cleared when its bot's state is read afresh. */
  link: BotLink | null = null;
  /** The notification switches, one per channel; `unsupported` when the backend lacks the call. */
  channels: spec.NotificationChannelState[] = [];
  channelsStatus: BotChatsStatus = 'idle';
  /** The card shows one error: that of the call the user made last. */
  private lastKey: BotChatsKey = 'chats';
  private readonly command = new Command<BotChatsKey>();

  constructor(private readonly api: BotChatsApi) {
    makeAutoObservable<BotChatsStore, 'api' | 'command'>(this, { api: false, command: false }, { autoBind: true });
  }

  /** Why the last call failed, until it is made again; a missing call is no error (the card hides). */
  get error(): FailureMessage | null {
    const error = this.command.errorOf(this.lastKey);
    return error === 'UNSUPPORTED' ? null : error;
  }

  /** The bots the site knows, in the backend's order; one it does not know is left out. */
  get known(): (spec.BotChat & { bot: ConfirmationBot })[] {
    return this.chats.filter((chat): chat is spec.BotChat & { bot: ConfirmationBot } => isKnownBot(chat.bot));
  }

  /**
   * Reads the chats and the switches afresh, both at once (the card shows them together); what
   * another user's answers held never lands.
   */
  async load(): Promise<Result> {
    this.command.reset();
    this.chats = [];
    this.link = null;
    this.status = 'loading';
    this.channelsStatus = 'loading';
    const [result] = await Promise.all([this.send('chats', () => this.api.getBotChats(), this.land), this.readChannels()]);
    return result;
  }

  /** Turns a channel's notifications on or off; the reply carries every switch as it now is. */
  setChannel(channel: string, enabled: boolean): Promise<Result> {
    return this.send(`channel:${channel}`, () => this.api.setNotificationChannel({ channel, enabled }), this.landChannels);
  }

  /** Reads the chats again, keeping what is shown meanwhile (the user comes back from the bot). */
  async refresh(): Promise<Result> {
    if (this.status !== 'loaded') return done;
    const result = await this.send('chats', () => this.api.getBotChats(), this.land);
    if (result.ok && this.channelsStatus === 'loaded') await this.readChannels();
    return result;
  }

  /** Asks for a code for `bot`; the screen offers it as the bot's deep link. */
  requestLink(bot: ConfirmationBot): Promise<Result> {
    return this.send(`link:${bot}`, () => this.api.linkBot({ bot }), (reply) => {
      if (reply.status === false) return refused(reply);
      this.link = { bot, code: reply.code, botUrl: reply.bot_url, expiresAt: reply.expires_at };
      return succeeded(undefined);
    });
  }

  async unlink(bot: ConfirmationBot): Promise<Result> {
    const result = await this.send(`unlink:${bot}`, () => this.api.unlinkBot({ bot }), this.land);
    // A bot let go can carry nothing: its switch reads so.
    if (result.ok && this.channelsStatus === 'loaded') await this.readChannels();
    return result;
  }

  private send<R extends CommandReply>(key: BotChatsKey, call: () => Promise<R>, land: (reply: R) => Result): Promise<Result> {
    this.lastKey = key;
    return this.command.run(key, call, land);
  }

  private readChannels(): Promise<Result> {
    return this.command.run('channels', () => this.api.getNotificationSettings(), this.landChannels);
  }

  private landChannels(reply: ChannelsReply): Result {
    if (reply.status === false) {
      if (reply.message === 'UNSUPPORTED') this.channelsStatus = 'unsupported';
      else if (this.channelsStatus !== 'loaded') this.channelsStatus = 'failed';
      return refused(reply);
    }
    this.channels = reply.channels;
    this.channelsStatus = 'loaded';
    return done;
  }

  private land(reply: BotChatsReply): Result {
    if (reply.status === false) {
      if (reply.message === 'UNSUPPORTED') this.status = 'unsupported';
      else if (this.status !== 'loaded') this.status = 'failed';
      return refused(reply);
    }
    this.chats = reply.bots;
    // A link that did its work (the chat is linked now) is no longer offered.
    if (this.link !== null && reply.bots.some((chat) => chat.bot === this.link?.bot && chat.linked)) this.link = null;
    this.status = 'loaded';
    return done;
  }
}
