import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import type { CatalogStore } from './CatalogStore';
import { Command } from './command';
import { refused, succeeded, type Result } from './result';

/** A payment opened: the provider's checkout page the browser goes to. */
export type PaymentResult = Result<{ checkoutUrl: string }>;

/** The /profile/payment page: pays for the selected product at the provider's checkout. */
export class PaymentStore {
  /**
   * Back from the checkout: the account's data is reloaded so the success screen shows the
   * server's new end date, never the tab's copy from before the payment.
   */
  returnStatus: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle';
  private readonly command = new Command<'pay', { checkoutUrl: string }>();

  constructor(
    private readonly api: Pick<ApiClient, 'createPayment'>,
    private readonly catalog: Pick<CatalogStore, 'selectedProduct'>,
    /** Reloads main data (subscriptions, the first page of transactions). */
    private readonly reload: () => Promise<Result>,
  ) {
    makeAutoObservable<PaymentStore, 'api' | 'catalog' | 'command' | 'reload'>(
      this,
      { api: false, catalog: false, command: false, reload: false },
      { autoBind: true },
    );
  }

  get pending(): boolean {
    return this.command.isPending('pay');
  }

  get error(): FailureMessage | null {
    return this.command.errorOf('pay');
  }

  /** The checkout sent the user back: reload what the payment changed. */
  async returnFromCheckout(): Promise<Result> {
    this.returnStatus = 'loading';
    const result = await this.reload();
    runInAction(() => {
      this.returnStatus = result.ok ? 'loaded' : 'failed';
    });
    return result;
  }

  /**
   * Opens a payment for the selected product; the screen then sends the browser to
   * `value.checkoutUrl` (a full navigation). `returnPath` is where the provider sends the user back.
   */
  pay(returnPath?: string): Promise<PaymentResult> {
    const product = this.catalog.selectedProduct;
    if (product === null) return Promise.resolve(refused('PRODUCT_NOT_FOUND'));
    const body = { cheat_id: product.cheat_id, days: product.params.days, ...(returnPath === undefined ? {} : { return_path: returnPath }) };
    // A second press while the first is under way sends nothing and shares its outcome.
    return this.command.run('pay', () => this.api.createPayment(body), (reply) =>
      reply.status === true ? succeeded({ checkoutUrl: reply.checkout_url }) : refused(reply),
    );
  }
}
