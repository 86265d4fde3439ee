import { TRANSACTIONS_PAGE_SIZE, type spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { LatestReply } from './latestReply';
import { done, refused, type Result } from './result';
import { SingleFlight } from './singleFlight';

/** A transaction as the list shows it: its first product is "the" product (spec section 3). */
export interface TransactionEntry extends spec.Transaction {
  product: spec.TransactionProduct | null;
}

export function toTransactionEntry(transaction: spec.Transaction): TransactionEntry {
  return { ...transaction, product: transaction.products[0] ?? null };
}

type TransactionApi = Pick<ApiClient, 'getTransactions'>;

/**
 * The transaction history, paged by 10 with `skip` = how many are loaded. Main data brings the
 * first page; `loadMore` fetches the next while the last page was full.
 */
export class TransactionStore {
  items: TransactionEntry[] = [];
  hasMore = true;
  loading = false;
  /** Why the last page failed, until the next attempt. */
  error: FailureMessage | null = null;
  private readonly inFlight = new SingleFlight<'page', Result>();
  /** Superseded whenever the list is replaced: a page requested for the old list is dropped. */
  private readonly replies = new LatestReply();

  constructor(private readonly api: TransactionApi) {
    makeAutoObservable<TransactionStore, 'api' | 'inFlight' | 'replies'>(this, { api: false, inFlight: false, replies: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.items.length === 0 && !this.hasMore;
  }

  /** The user's transactions from main data become the list's first page. */
  setFirstPage(transactions: spec.Transaction[]): void {
    this.replace(transactions.map(toTransactionEntry), transactions.length >= TRANSACTIONS_PAGE_SIZE);
  }

  reset(): void {
    this.replace([], true);
  }

  /** Fetches the next page; after the last one it sends nothing, and a press while one loads shares it. */
  loadMore(): Promise<Result> {
    if (!this.hasMore) return Promise.resolve(done);
    return this.inFlight.run('page', () => this.fetchPage());
  }

  private replace(items: TransactionEntry[], hasMore: boolean): void {
    this.replies.supersede();
    this.inFlight.clear();
    this.items = items;
    this.hasMore = hasMore;
    this.loading = false;
    this.error = null;
  }

  private fetchPage(): Promise<Result> {
    this.loading = true;
    this.error = null;
    return this.replies.request(() => this.api.getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, skip: this.items.length }), (reply) => {
      this.loading = false;
      if (reply.status !== true) {
        this.error = reply.message;
        return refused(reply);
      }
      this.items = [...this.items, ...reply.data.map(toTransactionEntry)];
      if (reply.data.length < TRANSACTIONS_PAGE_SIZE) this.hasMore = false;
      return done;
    });
  }
}
