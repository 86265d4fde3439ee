import { CONFIRMATION_BOTS, type ConfirmationBot, type spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { LatestReply } from './latestReply';
import { done, refused, succeeded, type Result } from './result';
import { SingleFlight } from './singleFlight';

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

const isKnownBot = (bot: string): bot is ConfirmationBot => (CONFIRMATION_BOTS as readonly string[]).includes(bot);

/**
 * The account's chats with the bots (settings): which are linked, a short-lived code that
 * links one from the bot's side, letting one go, and the switch of each notification channel.
 */
export class BotChatsStore {
  chats: spec.BotChat[] = [];
  status: BotChatsStatus = 'idle';
  error: FailureMessage | null = null;
  /** The last code asked for; cleared when its bot's state is read afresh. */
  link: BotLink | null = null;
  /** The notification switches, one per channel; `unsupported` when the backend lacks the call. */
  channels: spec.NotificationChannelState[] = [];
  channelsStatus: BotChatsStatus = 'idle';
  private readonly inFlight = new SingleFlight<'command', Result>();
  private readonly replies = new LatestReply();

  constructor(private readonly api: BotChatsApi) {
    makeAutoObservable<BotChatsStore, 'api' | 'inFlight' | 'replies'>(this, { api: false, inFlight: false, replies: false }, { autoBind: true });
  }

  /** The bots the site knows, in the backend's order; one it does not know is left out. */
  get known(): (spec.BotChat & { bot: ConfirmationBot })[] {
    return this.chats.filter((chat): chat is spec.BotChat & { bot: ConfirmationBot } => isKnownBot(chat.bot));
  }

  load(): Promise<Result> {
    this.replies.supersede();
    this.inFlight.clear();
    this.chats = [];
    this.link = null;
    this.status = 'loading';
    this.channelsStatus = 'loading';
    this.error = null;
    return this.inFlight.run('command', async () => {
      const result = await this.replies.request(() => this.api.getBotChats(), this.land);
      if (this.status === 'loaded') await this.readChannels();
      return result;
    });
  }

  /** Turns a channel's notifications on or off; the reply carries every switch as it now is. */
  setChannel(channel: string, enabled: boolean): Promise<Result> {
    return this.inFlight.run('command', async () => this.landChannels(await this.api.setNotificationChannel({ channel, enabled })));
  }

  private async readChannels(): Promise<void> {
    this.landChannels(await this.api.getNotificationSettings());
  }

  private landChannels(reply: ChannelsReply): Result {
    if (reply.status === false) {
      if (reply.message === 'UNSUPPORTED') this.channelsStatus = 'unsupported';
      else if (this.channelsStatus !== 'loaded') this.channelsStatus = 'failed';
      this.error = reply.message;
      return refused(reply.message);
    }
    this.channels = reply.channels;
    this.channelsStatus = 'loaded';
    this.error = null;
    return done;
  }

  /** Reads the chats again, keeping what is shown meanwhile (the user comes back from the bot). */
  refresh(): Promise<Result> {
    if (this.status !== 'loaded') return Promise.resolve(done);
    return this.inFlight.run('command', async () => {
      const result = await this.replies.request(() => this.api.getBotChats(), this.land);
      if (result.ok && this.channelsStatus === 'loaded') await this.readChannels();
      return result;
    });
  }

  /** Asks for a code for `bot`; the screen offers it as the bot's deep link. */
  requestLink(bot: ConfirmationBot): Promise<Result> {
    return this.inFlight.run('command', async () => {
      const reply = await this.api.linkBot({ bot });
      if (reply.status === false) {
        this.error = reply.message;
        return refused(reply.message);
      }
      this.error = null;
      this.link = { bot, code: reply.code, botUrl: reply.bot_url, expiresAt: reply.expires_at };
      return succeeded(undefined);
    });
  }

  unlink(bot: ConfirmationBot): Promise<Result> {
    return this.inFlight.run('command', async () => {
      const result = await this.replies.request(() => this.api.unlinkBot({ bot }), this.land);
      // A bot let go can carry nothing: its switch reads so.
      if (result.ok && this.channelsStatus === 'loaded') await this.readChannels();
      return result;
    });
  }

  private land(reply: BotChatsReply): Result {
    if (reply.status === false) {
      if (reply.message === 'UNSUPPORTED') this.status = 'unsupported';
      else if (this.status !== 'loaded') this.status = 'failed';
      this.error = reply.message;
      return refused(reply.message);
    }
    this.chats = reply.bots;
    // A link that did its work (the chat is linked now) is no longer offered.
    if (this.link !== null && reply.bots.some((chat) => chat.bot === this.link?.bot && chat.linked)) this.link = null;
    this.status = 'loaded';
    this.error = null;
    return done;
  }
}
