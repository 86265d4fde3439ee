import { TRANSACTIONS_PAGE_SIZE, type spec } from '@chameleon/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import type { FailureMessage } from '../api/apiResult';

/** A transaction as the list shows it: its first product is "the" product (spec section 3). */
export interface TransactionEntry extends spec.Transaction {
  product: spec.TransactionProduct | null;
}

export function toTransactionEntry(transaction: spec.Transaction): TransactionEntry {
  return { ...transaction, product: transaction.products[0] ?? null };
}

/** Keys of the `profile` namespace. */
export const transactionMessages = {
  failed: 'transactions.error',
  end: 'transactions.end',
} as const;

type TransactionApi = Pick<ApiClient, 'getTransactions'>;

/**
 * The transaction history, paged by 10 with `skip` = how many are loaded. Main data brings the
 * first page; `loadMore` fetches the next while the last page was full.
 */
export class TransactionStore {
  items: TransactionEntry[] = [];
  hasMore = true;
  loading = false;
  /** `transactions.error` after a failed page, until the next attempt. */
  error: string | null = null;
  errorCode: FailureMessage | null = null;
  /** Bumped whenever the list is replaced, so a page requested for the old list is dropped. */
  private generation = 0;

  constructor(private readonly api: TransactionApi) {
    makeAutoObservable<TransactionStore, 'api' | 'generation'>(this, { api: false, generation: false }, { autoBind: true });
  }

  /** `transactions.end` ('No more transactions to fetch') once a short page arrived. */
  get endMessage(): string | null {
    return this.hasMore ? null : transactionMessages.end;
  }

  get isEmpty(): boolean {
    return this.items.length === 0 && !this.hasMore;
  }

  /** The user's transactions from main data become the list's first page. */
  setFirstPage(transactions: spec.Transaction[]): void {
    this.generation += 1;
    this.items = transactions.map(toTransactionEntry);
    this.hasMore = transactions.length >= TRANSACTIONS_PAGE_SIZE;
    this.loading = false;
    this.error = null;
    this.errorCode = null;
  }

  reset(): void {
    this.generation += 1;
    this.items = [];
    this.hasMore = true;
    this.loading = false;
    this.error = null;
    this.errorCode = null;
  }

  /** Fetches the next page; does nothing while a page loads or after the last one. */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    this.error = null;
    this.errorCode = null;
    const generation = this.generation;
    const reply = await this.api.getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, skip: this.items.length });
    runInAction(() => {
      if (generation !== this.generation) return;
      this.loading = false;
      if (reply.status !== true) {
        this.error = transactionMessages.failed;
        this.errorCode = reply.message;
        return;
      }
      this.items = [...this.items, ...reply.data.map(toTransactionEntry)];
      if (reply.data.length < TRANSACTIONS_PAGE_SIZE) this.hasMore = false;
    });
  }
}
