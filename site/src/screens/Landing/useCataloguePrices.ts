import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GamePrices } from '@chameleon/ui';
import { useStoreCommand } from '../../app/useRootStore';
import type { CatalogStore } from '../../stores';
import { formatPrice } from '../shared/formatPrice';

/** The periods the reference catalogue sells per game: the rows kept free while prices load. */
const EXPECTED_PERIODS = 3;

type Catalogue = { state: 'loading' } | { state: 'none' } | { state: 'loaded'; catalog: CatalogStore };

/**
 * The landing's prices per game, from the backend's public catalogue once the page is up. The
 * static page keeps their rows' room (no layout shift); a backend without the catalogue (or
 * one that fails) shows no price list at all.
 */
export function useCataloguePrices(): (cheatId: number) => GamePrices | undefined {
  const { t, i18n } = useTranslation('home');
  const withStores = useStoreCommand();
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    void withStores((stores) => stores.loadPublicCatalogue()).then((result) => {
      if (current) setCatalogue(result.ok ? { state: 'loaded', catalog: result.value } : { state: 'none' });
    });
    return () => {
      current = false;
    };
  }, [withStores]);

  return (cheatId) => {
    const label = t('prices.title');
    if (catalogue.state === 'loading') return { label, rows: null, expectedRows: EXPECTED_PERIODS };
    if (catalogue.state === 'none') return undefined;
    const rows = catalogue.catalog.subscriptionProductsFor(cheatId).flatMap((product) => {
      const price = formatPrice(product.price, product.currency, i18n.language);
      return price === null ? [] : [{ period: t('prices.days', { count: product.params.days }), price }];
    });
    return rows.length === 0 ? undefined : { label, rows };
  };
}
