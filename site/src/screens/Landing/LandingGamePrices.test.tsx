import { screen, waitFor, within } from '@testing-library/react';
import HomePage from '../../pages/index';
import { createTestStore, errorReply, type FakeHandler } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

type HomeProps = Parameters<typeof HomePage>[0];

const catalogue = (area: string) => {
  const { cheats, products } = mainData();
  return { body: { status: true, cheats, shopping_area: area, products } };
};

function openLanding(reply: FakeHandler, language: 'en' | 'de' = 'en') {
  const harness = createTestStore({ catalogue: reply });
  renderScreen(<HomePage {...({ location: { pathname: language === 'en' ? '/en/' : `/${language}/` } } as HomeProps)} />, {
    store: harness.store,
    originalPath: '/',
    language,
  });
  return harness;
}

const gameCard = (name: RegExp) => screen.getByRole('article', { name });
const prices = (name: RegExp, language: 'en' | 'de' = 'en') => within(gameCard(name)).findByRole('group', { name: message('home', 'prices.title', {}, language) });

it('shows each game’s periods and prices from the catalogue, in the page’s language', async () => {
  const { calls } = openLanding(catalogue('global'));
  const list = await prices(/Siege Line/);
  await within(list).findAllByRole('term');
  const rows = within(list).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
  const { products } = mainData();
  const expected = products
    .filter((product) => product.cheat_id === 1 && product.shopping_area === 'global')
    .sort((a, b) => a.params.days - b.params.days)
    .map((product) => `${message('home', 'prices.days', { count: product.params.days })} ${new Intl.NumberFormat('en', { style: 'currency', currency: product.currency as string }).format((product.price as number) / 100)}`);
  expect(rows).toEqual(expected);
  expect(calls.filter((call) => call.endpoint === 'catalogue')).toHaveLength(1);
});

it('keeps the rows’ room while the catalogue loads', () => {
  openLanding(() => new Promise(() => undefined));
  const list = within(gameCard(/Siege Line/)).getByRole('group', { name: message('home', 'prices.title') });
  expect(list).toHaveAttribute('aria-busy', 'true');
});

it.each([
  ['has no catalogue (404)', errorReply(404, 'NOT_FOUND')],
  ['fails', errorReply(500, 'INVALID_RESPONSE')],
])('shows no prices, and no toast, when the backend %s', async (_, reply) => {
  const { store } = openLanding(reply);
  await waitFor(() => expect(screen.queryByRole('group', { name: message('home', 'prices.title') })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { level: 3, name: /Siege Line/ })).toBeInTheDocument();
  if (reply.status === 404) expect(store.notifications.notifications).toEqual([]);
});

it('prices in the visitor’s currency: the area the backend placed them in, before `global`', async () => {
  const ruble = { id: 9, cheat_id: 1, type: 'subscription', shopping_area: 'ru', params: { days: 30 }, price: 99000, currency: 'RUB' };
  const { cheats, products } = mainData();
  openLanding({ body: { status: true, cheats, shopping_area: 'ru', products: [...products, ruble] } }, 'de');
  const list = await prices(/Siege Line/, 'de');
  await within(list).findAllByRole('term');
  expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual([message('home', 'prices.days', { count: 30 }, 'de')]);
  expect(within(list).getByRole('definition').textContent).toBe(new Intl.NumberFormat('de', { style: 'currency', currency: 'RUB' }).format(990));
});

describe('below the first screen', () => {
  // What the browser's IntersectionObserver would report, played by hand.
  const observed: { element: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver; disconnected: boolean }[] = [];
  beforeEach(() => {
    observed.length = 0;
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback, observer: this as unknown as IntersectionObserver, disconnected: false });
      }
      disconnect() {
        for (const entry of observed) if (entry.observer === (this as unknown as IntersectionObserver)) entry.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (window as Partial<typeof window>).IntersectionObserver;
  });
  const comesIntoView = (index: number) => {
    const { element, callback, observer } = observed[index]!;
    callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], observer);
  };

  it('asks for the catalogue only once a list nears the viewport, and once for both games', async () => {
    const { calls } = openLanding(catalogue('global'));
    await waitFor(() => expect(observed).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.endpoint === 'catalogue')).toHaveLength(0);
    expect(within(gameCard(/Siege Line/)).getByRole('group', { name: message('home', 'prices.title') })).toHaveAttribute('aria-busy', 'true');

    comesIntoView(0);
    await within(await prices(/Siege Line/)).findAllByRole('term');
    expect(observed[0]!.disconnected).toBe(true);
    comesIntoView(1);
    await within(await prices(/Ancients Arena/)).findAllByRole('term');
    expect(calls.filter((call) => call.endpoint === 'catalogue')).toHaveLength(1);
  });
});
