import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GamePrices } from '@chameleon/ui';
import { useStoreCommand } from '../../app/useRootStore';
import type { PriceLists } from './landingPrices';

/**
 * The landing's prices per game, from the backend's public catalogue once the page is up. The
 * static page keeps their rows' room (no layout shift); a backend without the catalogue (or
 * one that fails) shows no price list at all.
 */
export function useCataloguePrices(): (cheatId: number) => GamePrices | undefined {
  const { t, i18n } = useTranslation('home');
  const withStores = useStoreCommand();
  // undefined: loading; null: no catalogue.
  const [lists, setLists] = useState<PriceLists | null>();

  useEffect(() => {
    // Asked once per page: another language is another page (a late answer lands nowhere).
    void withStores(async (stores) => (await import('./landingPrices')).landingPrices(stores, i18n.language)).then((result) =>
      setLists(result.ok ? result.value : null),
    );
  }, [withStores, i18n.language]);

  return (cheatId) => {
    const label = t('prices.title');
    // The kit keeps three rows' room while loading: the reference catalogue's periods per game.
    if (lists === undefined) return { label, rows: null };
    const rows = lists?.get(cheatId)?.map(({ days, price }) => ({ period: t('prices.days', { count: days }), price })) ?? [];
    return rows.length === 0 ? undefined : { label, rows };
  };
}
