import { DEFAULT_CHEAT_ID, DEFAULT_SHOPPING_AREA, spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { PaymentChoice } from '../guards/paymentChoice';
import { refused, succeeded, type Result } from './result';

export interface CatalogData {
  cheats: spec.Cheat[];
  products: spec.Product[];
  shopping_area: string;
}

/**
 * The games (cheats) and the products on sale, and the user's current choice of both. A
 * product is known as the spec knows it: by its game and its days (products carry no id).
 */
export class CatalogStore {
  cheats: spec.Cheat[] = [];
  products: spec.Product[] = [];
  shoppingArea: string = DEFAULT_SHOPPING_AREA;
  selectedCheatId: number = DEFAULT_CHEAT_ID;
  selectedDays: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** From main data; keeps the choice of game and product when they still exist. */
  setCatalog(data: CatalogData): void {
    this.cheats = data.cheats;
    this.products = data.products;
    this.shoppingArea = data.shopping_area || DEFAULT_SHOPPING_AREA;
    if (this.selectedProduct === null) this.selectedDays = null;
  }

  reset(): void {
    this.cheats = [];
    this.products = [];
    this.shoppingArea = DEFAULT_SHOPPING_AREA;
    this.selectedCheatId = DEFAULT_CHEAT_ID;
    this.selectedDays = null;
  }

  get selectedCheat(): spec.Cheat | null {
    return this.cheats.find((cheat) => cheat.id === this.selectedCheatId) ?? null;
  }

  /** Choosing another game drops a product of the previous one. */
  selectCheat(cheatId: number): void {
    this.selectedCheatId = cheatId;
    if (this.selectedProduct === null) this.selectedDays = null;
  }

  /** Products of the user's shopping area, or of `global` when the area has none. */
  get productsForArea(): spec.Product[] {
    const own = this.products.filter((product) => product.shopping_area === this.shoppingArea);
    return own.length > 0 ? own : this.products.filter((product) => product.shopping_area === DEFAULT_SHOPPING_AREA);
  }

  /** What the user can buy for the selected game (spec section 4: area, then global, then the game). */
  get productsForCurrentGame(): spec.Product[] {
    return this.productsForArea.filter((product) => product.cheat_id === this.selectedCheatId);
  }

  /** The subscription products of a game, shortest first: what Buy and Renew offer. */
  subscriptionProductsFor(cheatId: number): spec.Product[] {
    return this.productsForArea
      .filter((product) => product.cheat_id === cheatId && product.type === spec.PRODUCT_TYPE_SUBSCRIPTION)
      .sort((a, b) => a.params.days - b.params.days);
  }

  /** Spec section 4: "a subscription product can be found by its days value". */
  findSubscriptionProductByDays(days: number, cheatId: number = this.selectedCheatId): spec.Product | null {
    return this.subscriptionProductsFor(cheatId).find((product) => product.params.days === days) ?? null;
  }

  /** The selected product, only while it is on sale for the selected game. */
  get selectedProduct(): spec.Product | null {
    return this.selectedDays === null ? null : this.findSubscriptionProductByDays(this.selectedDays);
  }

  /**
   * What Buy, Renew and Extend choose for a game: the period chosen last when the game sells it
   * (so switching games keeps it), else its shortest; null when nothing is on sale.
   */
  offerFor(cheatId: number): PaymentChoice | null {
    const products = this.subscriptionProductsFor(cheatId);
    const product = products.find((candidate) => candidate.params.days === this.selectedDays) ?? products[0];
    return product === undefined ? null : { cheatId, days: product.params.days };
  }

  /**
   * "Buy" (and "Renew", "Extend") for a game: chooses the game and its offer, the choice the
   * payment page then opens with. Refused with PRODUCT_NOT_FOUND when nothing is on sale.
   */
  buy(cheatId: number): Result<PaymentChoice> {
    const offer = this.offerFor(cheatId);
    return offer === null ? refused('PRODUCT_NOT_FOUND') : this.selectProduct(offer.cheatId, offer.days);
  }

  /**
   * Chooses a game and one of its products (the payment page's URL names both). Refused with
   * PRODUCT_NOT_FOUND, changing nothing, when that product is not on sale.
   */
  selectProduct(cheatId: number, days: number): Result<PaymentChoice> {
    if (this.findSubscriptionProductByDays(days, cheatId) === null) return refused('PRODUCT_NOT_FOUND');
    this.selectedCheatId = cheatId;
    this.selectedDays = days;
    return succeeded({ cheatId, days });
  }
}
