import type { spec } from '@chameleon/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import type { TokenCookie } from '../transport/tokenCookie';
import type { CatalogStore } from './CatalogStore';
import type { SubscriptionStore } from './SubscriptionStore';
import type { TransactionStore } from './TransactionStore';
import { Command } from './command';
import { done, refused, succeeded, type Result } from './result';

export type MainDataStatus = 'idle' | 'loading' | 'loaded' | 'failed';

type MainDataReply = spec.FrontendDataReply & { status: true };

type SessionApi = Pick<
  ApiClient,
  'login' | 'register' | 'logout' | 'changePassword' | 'changeEmail' | 'cancelEmailChange' | 'confirmEmailChange' | 'undoEmailChange' | 'getMainData'
>;

/**
 * What a change of address came to. `linkSent`: the new address counts once its mailed link is
 * opened (`user.pending_email`); `changed`: a backend that changes it at once (spec section 7);
 * `unchanged`: it was the address in effect already, and any pending change was dropped.
 */
export type EmailChangeOutcome = 'linkSent' | 'changed' | 'unchanged';

export interface SessionStoreDeps {
  api: SessionApi;
  cookie: TokenCookie;
  catalog: Pick<CatalogStore, 'setCatalog' | 'reset'>;
  subscriptions: Pick<SubscriptionStore, 'setSubscriptions' | 'reset'>;
  transactions: Pick<TransactionStore, 'setFirstPage' | 'reset'>;
}

/**
 * Who is signed in. The token lives in the `access_token` cookie (the ApiClient reads it from
 * there) and is mirrored here; signed in means a user is loaded (spec section 4).
 */
export class SessionStore {
  token: string | null;
  user: spec.User | null = null;
  /** How the last main-data load for this token ended ('loading' comes from the command). */
  private mainDataOutcome: Exclude<MainDataStatus, 'loading'> = 'idle';
  /**
   * Superseded whenever the token changes: a reply to a request made with another token is
   * dropped, and a load for the new token does not share the old one's request.
   */
  private readonly mainData = new Command<'mainData'>();

  constructor(private readonly deps: SessionStoreDeps) {
    this.token = deps.cookie.get() ?? null;
    makeAutoObservable<SessionStore, 'deps' | 'mainData'>(this, { deps: false, mainData: false }, { autoBind: true });
  }

  get mainDataStatus(): MainDataStatus {
    return this.mainData.isPending('mainData') ? 'loading' : this.mainDataOutcome;
  }

  /** Why main data failed to load, until the next attempt. */
  get mainDataError(): FailureMessage | null {
    return this.mainData.errorOf('mainData');
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  /** A token from an earlier visit whose user is not loaded yet: call `restore()`. */
  get needsRestore(): boolean {
    return this.token !== null && this.user === null && this.mainDataStatus === 'idle';
  }

  /**
   * Start-up: with a stored token, load the user before guards decide. Resolves once known
   * either way; a token the server refuses is cleared by the 401 hook.
   */
  async restore(): Promise<Result> {
    if (this.token === null) return done;
    if (this.user !== null) return done;
    return this.loadMainData();
  }

  login(body: spec.LoginRequest): Promise<Result> {
    return this.signIn(this.deps.api.login(body));
  }

  register(body: spec.RegisterRequest): Promise<Result> {
    return this.signIn(this.deps.api.register(body));
  }

  /** The server forgets the token; this side forgets it whatever the server said. */
  async logout(): Promise<Result> {
    const reply = await this.deps.api.logout();
    this.clear();
    return reply.status === true ? done : refused(reply);
  }

  /** The server issues a new token (the old one stops working): keep it, then reload the data. */
  async changePassword(body: spec.ChangePasswordRequest): Promise<Result> {
    const reply = await this.deps.api.changePassword(body);
    if (reply.status !== true) return refused(reply);
    this.setToken(reply.token);
    // The password did change: a failed reload shows as `mainDataError`, not as a failed change.
    await this.loadMainData();
    return done;
  }

  /** Asking again for the pending address sends its link again. */
  async changeEmail(body: spec.ChangeEmailRequest): Promise<Result<EmailChangeOutcome>> {
    const reply = await this.deps.api.changeEmail(body);
    if (reply.status !== true) return refused(reply);
    runInAction(() => {
      this.user = reply.user;
    });
    if (reply.message === 'EMAIL_UNCHANGED') return succeeded('unchanged');
    return succeeded(reply.message === 'EMAIL_CONFIRMATION_SENT' || reply.user.pending_email !== null ? 'linkSent' : 'changed');
  }

  async cancelEmailChange(): Promise<Result> {
    const reply = await this.deps.api.cancelEmailChange();
    if (reply.status !== true) return refused(reply);
    runInAction(() => {
      this.user = reply.user;
    });
    return done;
  }

  /**
   * The link mailed to a new address; resolves to the address now in effect. Whoever opens it
   * may be signed in here (as that account or not): the user is read again if so.
   */
  async confirmEmailChange(token: string): Promise<Result<string>> {
    const reply = await this.deps.api.confirmEmailChange({ token });
    if (reply.status !== true) return refused(reply);
    if (this.token !== null) await this.loadMainData();
    return succeeded(reply.email ?? '');
  }

  /**
   * The "this wasn't me" link: the server restored the previous address and ended every
   * session of the account, so this browser's is forgotten too. Resolves to the restored address.
   */
  async undoEmailChange(token: string): Promise<Result<string>> {
    const reply = await this.deps.api.undoEmailChange({ token });
    if (reply.status !== true) return refused(reply);
    this.clear();
    return succeeded(reply.email ?? '');
  }

  /**
   * Fills user, catalog, subscriptions and the first transactions. Concurrent calls with the
   * same token share one request; a new token (sign-in, password change) gets its own, since
   * the reply to the old one is dropped (and the old token may be refused).
   */
  loadMainData(): Promise<Result> {
    if (this.token === null) return Promise.resolve(refused('UNAUTHORIZED'));
    return this.mainData.run('mainData', () => this.deps.api.getMainData(), (reply) => {
      if (reply.status !== true) {
        this.mainDataOutcome = 'failed';
        return refused(reply);
      }
      if (reply.access_token !== undefined && reply.access_token !== this.token) this.setToken(reply.access_token);
      this.apply(reply);
      return done;
    });
  }

  /** Forgets token and user (cookie included) and everything loaded for them. */
  clear(): void {
    this.clearTokenOnly();
    this.user = null;
    this.mainData.reset();
    this.mainDataOutcome = 'idle';
    this.deps.catalog.reset();
    this.deps.subscriptions.reset();
    this.deps.transactions.reset();
  }

  private setToken(token: string): void {
    this.deps.cookie.set(token);
    this.mainData.supersede();
    this.token = token;
  }

  private async signIn(call: Promise<Awaited<ReturnType<SessionApi['login']>>>): Promise<Result> {
    const reply = await call;
    if (reply.status !== true) return refused(reply);
    this.setToken(reply.token);
    const loaded = await this.loadMainData();
    // Spec: if main data cannot be loaded the sign-in fails, and no half-signed-in token stays behind.
    if (!loaded.ok) this.clearTokenOnly();
    return loaded;
  }

  private clearTokenOnly(): void {
    this.deps.cookie.remove();
    this.mainData.supersede();
    this.token = null;
  }

  private apply(reply: MainDataReply): void {
    const { transactions, ...user } = reply.user;
    this.user = user;
    this.deps.catalog.setCatalog(reply);
    this.deps.subscriptions.setSubscriptions(reply.subscriptions);
    this.deps.transactions.setFirstPage(transactions);
    this.mainDataOutcome = 'loaded';
  }
}
