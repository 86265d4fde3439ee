import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import type { ApiFailure, FailureMessage } from '../api/apiResult';
import type { CatalogStore } from './CatalogStore';

export type PaymentResult = { status: true; checkoutUrl: string } | ApiFailure;

/** The /profile/payment page: pays for the selected product at the provider's checkout. */
export class PaymentStore {
  pending = false;
  error: FailureMessage | null = null;
  private inFlight: Promise<PaymentResult> | null = null;

  constructor(
    private readonly api: Pick<ApiClient, 'createPayment'>,
    private readonly catalog: Pick<CatalogStore, 'selectedProduct'>,
  ) {
    makeAutoObservable<PaymentStore, 'api' | 'catalog' | 'inFlight'>(this, { api: false, catalog: false, inFlight: false }, { autoBind: true });
  }

  /**
   * Opens a payment for the selected product; the screen then sends the browser to
   * `checkoutUrl` (a full navigation). `returnPath` is where the provider sends the user back.
   */
  pay(returnPath?: string): Promise<PaymentResult> {
    // A second press while the first is under way sends nothing and shares its outcome.
    this.inFlight ??= this.open(returnPath).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async open(returnPath: string | undefined): Promise<PaymentResult> {
    const product = this.catalog.selectedProduct;
    if (product === null) return { status: false, message: 'PRODUCT_NOT_FOUND' };
    this.pending = true;
    this.error = null;
    const reply = await this.api.createPayment({
      cheat_id: product.cheat_id,
      days: product.params.days,
      ...(returnPath === undefined ? {} : { return_path: returnPath }),
    });
    return runInAction(() => {
      this.pending = false;
      if (reply.status !== true) {
        this.error = reply.message;
        return reply;
      }
      return { status: true, checkoutUrl: reply.checkout_url } as const;
    });
  }
}
