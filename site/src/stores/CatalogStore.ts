import { DEFAULT_CHEAT_ID, DEFAULT_SHOPPING_AREA, spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';

export interface CatalogData {
  cheats: spec.Cheat[];
  products: spec.Product[];
  shopping_area: string;
}

/** Key of the `profile` namespace shown when the selected cheat is not among the cheats. */
export const cheatNotFoundMessage = 'payment.cheatNotFound';

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

  /** `payment.cheatNotFound` once the cheats are loaded and the selected one is not among them. */
  get selectedCheatError(): string | null {
    return this.cheats.length > 0 && this.selectedCheat === null ? cheatNotFoundMessage : null;
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
   * Chooses a game and one of its products (the payment page's URL names both). Returns false,
   * and changes nothing, when that product is not on sale.
   */
  selectProduct(cheatId: number, days: number): boolean {
    if (this.findSubscriptionProductByDays(days, cheatId) === null) return false;
    this.selectedCheatId = cheatId;
    this.selectedDays = days;
    return true;
  }
}
