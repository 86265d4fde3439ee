import { reaction } from 'mobx';
import { tabStorage, type TabStorage } from '../app/tabStorage';
import { ApiClient, type FetchLike } from '../transport/ApiClient';
import { installStatusHooks } from '../transport/statusHooks';
import { createTokenCookie, type TokenCookie } from '../transport/tokenCookie';
import { AccountSessionsStore } from './AccountSessionsStore';
import { BotChatsStore } from './BotChatsStore';
import { CatalogStore } from './CatalogStore';
import { Command } from './command';
import { ConfirmationStore } from './ConfirmationStore';
import { NotificationStore } from './NotificationStore';
import { PasswordResetStore } from './PasswordResetStore';
import { PaymentStore } from './PaymentStore';
import { SessionStore } from './SessionStore';
import { SsoStore } from './SsoStore';
import { SubscriptionStore, type Clock } from './SubscriptionStore';
import { TransactionStore } from './TransactionStore';
import { refused, succeeded, type Result } from './result';

/** What every page shows of the stores: the header's account action and whether toasts wait. */
export interface ShellState {
  /**
   * A session is held: its token is known, its user loaded or still being restored (the header
   * offers sign-out at once, not "Sign in" until the restore). A refused token is cleared.
   */
  signedIn: boolean;
  toastCount: number;
}

export interface RootStoreDeps {
  /** The transport: the only way any store reaches the server. */
  api: ApiClient;
  /** The `access_token` cookie; give the ApiClient the same one as its token source. */
  cookies: TokenCookie;
  clock?: Clock;
  /** A full page load (the 403 CDN challenge). */
  reload: () => void;
  randomUUID?: () => string;
  /** The tab's sessionStorage: the restore flow's progress survives a reload. */
  tabStorage?: TabStorage | null;
}

/**
 * Every store of the account area, built once per tab. The status hooks of the ApiClient
 * (400/404/500 notifications, 403 challenge reload, 401 sign-out) are wired here.
 */
export class RootStore {
  readonly api: ApiClient;
  readonly notifications: NotificationStore;
  readonly catalog: CatalogStore;
  readonly subscriptions: SubscriptionStore;
  readonly transactions: TransactionStore;
  readonly session: SessionStore;
  readonly passwordReset: PasswordResetStore;
  readonly sso: SsoStore;
  readonly confirmation: ConfirmationStore;
  readonly payment: PaymentStore;
  readonly accountSessions: AccountSessionsStore;
  readonly botChats: BotChatsStore;
  private readonly uninstallHooks: () => void;
  private readonly publicCatalogue = new Command<'catalogue', CatalogStore>();
  private publicCatalogueRead: CatalogStore | null = null;

  constructor(deps: RootStoreDeps) {
    this.api = deps.api;
    this.notifications = new NotificationStore(deps.randomUUID);
    this.catalog = new CatalogStore();
    this.subscriptions = new SubscriptionStore(deps.api, this.catalog, deps.clock, () => this.session.loadMainData());
    this.transactions = new TransactionStore(deps.api);
    this.session = new SessionStore({
      api: deps.api,
      cookie: deps.cookies,
      catalog: this.catalog,
      subscriptions: this.subscriptions,
      transactions: this.transactions,
    });
    this.passwordReset = new PasswordResetStore(deps.api, deps.tabStorage ?? null, () => (deps.clock ?? (() => new Date()))().getTime());
    this.sso = new SsoStore(deps.api);
    this.confirmation = new ConfirmationStore(deps.api);
    this.payment = new PaymentStore(deps.api, this.catalog, () => this.session.loadMainData());
    this.accountSessions = new AccountSessionsStore(deps.api);
    this.botChats = new BotChatsStore(deps.api);
    this.uninstallHooks = installStatusHooks(deps.api, {
      notify: (notification) => this.notifications.notify(notification),
      reload: deps.reload,
      signOut: (rejectedToken) => this.signedOutByServer(rejectedToken, deps.cookies),
    });
  }

  /**
   * Calls `listener` with the shell state now and on every change. The header and the toaster
   * are on every page, before the stores load: they take this plain state instead of
   * observing the stores, so MobX stays out of the first load.
   */
  observeShell(listener: (shell: ShellState) => void): () => void {
    return reaction(
      (): ShellState => ({ signedIn: this.session.token !== null, toastCount: this.notifications.notifications.length }),
      listener,
      { fireImmediately: true, equals: (a, b) => a.signedIn === b.signedIn && a.toastCount === b.toastCount },
    );
  }

  /**
   * The prices before sign-up (the landing page): the public catalogue, read by the catalog's
   * own rule (the visitor's area, else `global`). UNSUPPORTED where the backend has no catalogue.
   * Each game's list asks; they share one request, and a catalogue once read serves the tab.
   */
  loadPublicCatalogue(): Promise<Result<CatalogStore>> {
    if (this.publicCatalogueRead !== null) return Promise.resolve(succeeded(this.publicCatalogueRead));
    return this.publicCatalogue.run(
      'catalogue',
      () => this.api.getCatalogue(),
      (reply) => {
        if (reply.status !== true) return refused(reply);
        const catalog = new CatalogStore();
        catalog.setCatalog(reply);
        this.publicCatalogueRead = catalog;
        return succeeded(catalog);
      },
    );
  }

  /** Stops listening to the ApiClient (tests, hot reload). */
  dispose(): void {
    this.uninstallHooks();
  }

  private signedOutByServer(rejectedToken: string | null, cookies: TokenCookie): void {
    // A call sent with a token that has since been replaced (a restore racing a sign-in or a
    // password change) was refused for that old token; the session now holds another one.
    if (rejectedToken !== (cookies.get() ?? null)) return;
    this.session.clear();
    this.confirmation.reset();
    this.sso.reset();
  }
}

export interface BrowserRootStoreOptions {
  /** `apiBaseUrl` of the runtime configuration, read per request (it may arrive after start). */
  apiBaseUrl: () => string;
  /** The page's language, sent as `Accept-Language`. */
  locale: () => string;
  fetch?: FetchLike;
  cookies?: TokenCookie;
  clock?: Clock;
  reload?: () => void;
}

/** The RootStore of a browser tab: real fetch, the js-cookie token, `location.reload`. */
export function createRootStore(options: BrowserRootStoreOptions): RootStore {
  const cookies = options.cookies ?? createTokenCookie();
  const api = new ApiClient({
    baseUrl: options.apiBaseUrl,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    locale: options.locale,
    token: () => cookies.get(),
  });
  return new RootStore({
    api,
    cookies,
    reload: options.reload ?? (() => window.location.reload()),
    tabStorage: tabStorage(),
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
}
