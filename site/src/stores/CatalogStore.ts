import { DEFAULT_CHEAT_ID, DEFAULT_SHOPPING_AREA, PRODUCT_TYPE_SUBSCRIPTION, type Cheat, type Product } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';

export interface CatalogData {
  cheats: Cheat[];
  products: Product[];
  shopping_area: string;
}

/** Key of the `profile` namespace shown when the selected cheat is not among the cheats. */
export const cheatNotFoundMessage = 'payment.cheatNotFound';

export class CheatNotFoundError extends Error {
  constructor(readonly cheatId: number) {
    super('Cheat not found');
    this.name = 'CheatNotFoundError';
  }
}

/** The games (cheats) and the products on sale, and the user's current choice of both. */
export class CatalogStore {
  cheats: Cheat[] = [];
  products: Product[] = [];
  shoppingArea: string = DEFAULT_SHOPPING_AREA;
  selectedCheatId: number = DEFAULT_CHEAT_ID;
  selectedProductId: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** From main data; keeps the choice of game and product when they still exist. */
  setCatalog(data: CatalogData): void {
    this.cheats = data.cheats;
    this.products = data.products;
    this.shoppingArea = data.shopping_area || DEFAULT_SHOPPING_AREA;
    if (this.selectedProduct === null) this.selectedProductId = null;
  }

  reset(): void {
    this.cheats = [];
    this.products = [];
    this.shoppingArea = DEFAULT_SHOPPING_AREA;
    this.selectedCheatId = DEFAULT_CHEAT_ID;
    this.selectedProductId = null;
  }

  get selectedCheat(): Cheat | null {
    return this.cheats.find((cheat) => cheat.id === this.selectedCheatId) ?? null;
  }

  /** `payment.cheatNotFound` once the cheats are loaded and the selected one is not among them. */
  get selectedCheatError(): string | null {
    return this.cheats.length > 0 && this.selectedCheat === null ? cheatNotFoundMessage : null;
  }

  /** For code that cannot go on without the game: throws 'Cheat not found'. */
  requireSelectedCheat(): Cheat {
    const cheat = this.selectedCheat;
    if (cheat === null) throw new CheatNotFoundError(this.selectedCheatId);
    return cheat;
  }

  /** Choosing another game drops a product of the previous one. */
  selectCheat(cheatId: number): void {
    this.selectedCheatId = cheatId;
    if (this.selectedProduct === null) this.selectedProductId = null;
  }

  /** Products of the user's shopping area, or of `global` when the area has none. */
  get productsForArea(): Product[] {
    const own = this.products.filter((product) => product.shopping_area === this.shoppingArea);
    return own.length > 0 ? own : this.products.filter((product) => product.shopping_area === DEFAULT_SHOPPING_AREA);
  }

  /** What the user can buy for the selected game (spec section 4: area, then global, then the game). */
  get productsForCurrentGame(): Product[] {
    return this.productsForArea.filter((product) => product.cheat_id === this.selectedCheatId);
  }

  /** The selected product, only while it is on sale for the selected game. */
  get selectedProduct(): Product | null {
    return this.productsForCurrentGame.find((product) => product.id === this.selectedProductId) ?? null;
  }

  findSubscriptionProductByDays(days: number): Product | null {
    return (
      this.productsForCurrentGame.find((product) => product.type === PRODUCT_TYPE_SUBSCRIPTION && product.params.days === days) ??
      null
    );
  }

  /** Returns false (and changes nothing) for a product not on sale for the selected game. */
  selectProduct(productId: number): boolean {
    if (!this.productsForCurrentGame.some((product) => product.id === productId)) return false;
    this.selectedProductId = productId;
    return true;
  }

  clearSelectedProduct(): void {
    this.selectedProductId = null;
  }
}
