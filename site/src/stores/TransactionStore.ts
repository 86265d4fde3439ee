import { TRANSACTIONS_PAGE_SIZE, type spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { Command } from './command';
import { done, refused, type Result } from './result';

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
  /** Reset whenever the list is replaced: a page requested for the old list is dropped. */
  private readonly command = new Command<'page'>();

  constructor(private readonly api: TransactionApi) {
    makeAutoObservable<TransactionStore, 'api' | 'command'>(this, { api: false, command: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.command.isPending('page');
  }

  /** Why the last page failed, until the next attempt. */
  get error(): FailureMessage | null {
    return this.command.errorOf('page');
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
    return this.command.run('page', () => this.api.getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, skip: this.items.length }), (reply) => {
      if (reply.status !== true) return refused(reply);
      this.items = [...this.items, ...reply.data.map(toTransactionEntry)];
      if (reply.data.length < TRANSACTIONS_PAGE_SIZE) this.hasMore = false;
      return done;
    });
  }

  private replace(items: TransactionEntry[], hasMore: boolean): void {
    this.command.reset();
    this.items = items;
    this.hasMore = hasMore;
  }
}
