import type { RootStore } from '../../stores';
import { succeeded, type Result } from '../../stores/result';
import { formatPrice } from '../shared/formatPrice';

/** Per game (cheat id): each subscription period on sale, shortest first, with its price as the page writes money. */
export type PriceLists = ReadonlyMap<number, { days: number; price: string }[]>;

/**
 * The public catalogue as the landing lists it, read by the catalog's own rule (the visitor's
 * area, else `global`). A chunk of its own: none of this is in the landing's first load.
 */
export async function landingPrices(stores: RootStore, language: string): Promise<Result<PriceLists>> {
  const result = await stores.loadPublicCatalogue();
  if (!result.ok) return result;
  const catalog = result.value;
  return succeeded(
    new Map(
      catalog.cheats.map((cheat) => [
        cheat.id,
        catalog.subscriptionProductsFor(cheat.id).flatMap((product) => {
          const price = formatPrice(product.price, product.currency, language);
          return price === null ? [] : [{ days: product.params.days, price }];
        }),
      ]),
    ),
  );
}
