import type { Product, spec } from '@chameleon/contract';
import { aCheat, aProduct } from '../transport/testing/fakeServer';
import { CatalogStore } from './CatalogStore';

// The fixtures are the reference API's products (with ids); the store keeps the same objects.
const ids = (products: spec.Product[]) => products.map((product) => (product as Product).id);
const idOf = (product: spec.Product | null) => (product as Product | null)?.id;

function catalogWith(products: Product[], shoppingArea = 'ru') {
  const catalog = new CatalogStore();
  catalog.setCatalog({ cheats: [aCheat({ id: 1 }), aCheat({ id: 2 })], products, shopping_area: shoppingArea });
  return catalog;
}

const mixed = [
  aProduct({ id: 1, cheat_id: 1, shopping_area: 'global', params: { days: 30 } }),
  aProduct({ id: 2, cheat_id: 2, shopping_area: 'global', params: { days: 30 } }),
  aProduct({ id: 3, cheat_id: 1, shopping_area: 'ru', params: { days: 7 } }),
  aProduct({ id: 4, cheat_id: 1, shopping_area: 'ru', params: { days: 30 } }),
  aProduct({ id: 5, cheat_id: 2, shopping_area: 'ru', params: { days: 30 } }),
];

it('starts with cheat 1 and the global area', () => {
  const catalog = new CatalogStore();
  expect({ cheat: catalog.selectedCheatId, area: catalog.shoppingArea }).toEqual({ cheat: 1, area: 'global' });
});

it("keeps the user's area and the current game", () => {
  expect(ids(catalogWith(mixed, 'ru').productsForCurrentGame)).toEqual([3, 4]);
});

it('falls back to global when no product is in the area', () => {
  expect(ids(catalogWith(mixed, 'kz').productsForCurrentGame)).toEqual([1]);
});

it('uses global for a user whose area is global', () => {
  expect(ids(catalogWith(mixed, 'global').productsForCurrentGame)).toEqual([1]);
});

it('narrows to the selected game after the area', () => {
  const catalog = catalogWith(mixed, 'ru');
  catalog.selectCheat(2);
  expect(ids(catalog.productsForCurrentGame)).toEqual([5]);
});

it('decides the area fallback on the whole list, before narrowing to the game', () => {
  // The area has products, only not for game 2: spec order gives game 2 nothing.
  const catalog = catalogWith([aProduct({ id: 1, cheat_id: 1, shopping_area: 'ru' }), aProduct({ id: 2, cheat_id: 2, shopping_area: 'global' })], 'ru');
  catalog.selectCheat(2);
  expect(ids(catalog.productsForCurrentGame)).toEqual([]);
});

it('an empty area from the server means global', () => {
  const catalog = new CatalogStore();
  catalog.setCatalog({ cheats: [], products: mixed, shopping_area: '' });
  expect(catalog.shoppingArea).toBe('global');
});

it('finds a subscription product of the current game by its days', () => {
  expect(idOf(catalogWith(mixed, 'ru').findSubscriptionProductByDays(30))).toBe(4);
});

it('finds nothing for days not on sale', () => {
  expect(catalogWith(mixed, 'ru').findSubscriptionProductByDays(90)).toBeNull();
});

it('finds only products of type subscription by days', () => {
  const catalog = catalogWith([aProduct({ id: 9, type: 'bundle', shopping_area: 'ru', params: { days: 30 } })], 'ru');
  expect(catalog.findSubscriptionProductByDays(30)).toBeNull();
});

it('selects a product by its game and days, as the payment URL names it', () => {
  const catalog = catalogWith(mixed, 'ru');
  expect({ selected: catalog.selectProduct(1, 30), product: idOf(catalog.selectedProduct) }).toEqual({
    selected: { ok: true, value: { cheatId: 1, days: 30 } },
    product: 4,
  });
});

it('selecting a product of another game selects that game too', () => {
  const catalog = catalogWith(mixed, 'ru');
  expect({ selected: catalog.selectProduct(2, 30).ok, cheat: catalog.selectedCheatId, product: idOf(catalog.selectedProduct) }).toEqual({ selected: true, cheat: 2, product: 5 });
});

it('refuses days that are not on sale, and changes nothing', () => {
  const catalog = catalogWith(mixed, 'ru');
  expect({ selected: catalog.selectProduct(2, 7), cheat: catalog.selectedCheatId, product: catalog.selectedProduct }).toEqual({
    selected: { ok: false, error: 'PRODUCT_NOT_FOUND' },
    cheat: 1,
    product: null,
  });
});

it('offers a game\'s subscription products shortest first', () => {
  expect(ids(catalogWith(mixed, 'ru').subscriptionProductsFor(1))).toEqual([3, 4]);
});

it('drops the selected product when the new game does not sell that term', () => {
  const catalog = catalogWith(mixed, 'ru');
  catalog.selectProduct(1, 7);
  catalog.selectCheat(2);
  catalog.selectCheat(1);
  expect(catalog.selectedProduct).toBeNull();
});

it('knows the selected cheat', () => {
  expect(catalogWith(mixed).selectedCheat?.id).toBe(1);
});

it('knows no cheat when the selected one is missing', () => {
  const catalog = catalogWith(mixed);
  catalog.selectCheat(42);
  expect(catalog.selectedCheat).toBeNull();
});

describe('buy', () => {
  it("chooses the game and its shortest product of the user's area", () => {
    const catalog = catalogWith(mixed, 'ru');
    expect({ offer: catalog.offerFor(1), bought: catalog.buy(1), cheat: catalog.selectedCheatId, product: idOf(catalog.selectedProduct) }).toEqual({
      offer: { cheatId: 1, days: 7 },
      bought: { ok: true, value: { cheatId: 1, days: 7 } },
      cheat: 1,
      product: 3,
    });
  });

  it('keeps the chosen period when the other game sells it', () => {
    const catalog = catalogWith(mixed, 'ru');
    catalog.selectProduct(1, 30);
    expect({ bought: catalog.buy(2), product: idOf(catalog.selectedProduct) }).toEqual({ bought: { ok: true, value: { cheatId: 2, days: 30 } }, product: 5 });
    expect({ back: catalog.buy(1), product: idOf(catalog.selectedProduct) }).toEqual({ back: { ok: true, value: { cheatId: 1, days: 30 } }, product: 4 });
  });

  it('chooses another game with its own first product when it does not sell the chosen period', () => {
    const catalog = catalogWith(mixed, 'ru');
    catalog.selectProduct(1, 7);
    expect({ bought: catalog.buy(2), cheat: catalog.selectedCheatId, product: idOf(catalog.selectedProduct) }).toEqual({
      bought: { ok: true, value: { cheatId: 2, days: 30 } },
      cheat: 2,
      product: 5,
    });
  });

  it('a game with nothing on sale offers nothing, and buying it changes nothing', () => {
    const catalog = catalogWith([aProduct({ id: 1, cheat_id: 1, shopping_area: 'global', params: { days: 30 } })], 'ru');
    catalog.selectProduct(1, 30);
    expect({ offer: catalog.offerFor(2), bought: catalog.buy(2), cheat: catalog.selectedCheatId, product: idOf(catalog.selectedProduct) }).toEqual({
      offer: null,
      bought: { ok: false, error: 'PRODUCT_NOT_FOUND' },
      cheat: 1,
      product: 1,
    });
  });
});

it('reset returns to the defaults', () => {
  const catalog = catalogWith(mixed, 'ru');
  catalog.selectCheat(2);
  catalog.reset();
  expect({ cheat: catalog.selectedCheatId, area: catalog.shoppingArea, products: catalog.products }).toEqual({ cheat: 1, area: 'global', products: [] });
});
