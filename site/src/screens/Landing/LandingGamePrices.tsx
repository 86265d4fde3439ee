import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePriceList, type GamePrice } from '@chameleon/ui';
import { useStoreCommand } from '../../app/useRootStore';
import { formatPrice } from '../shared/formatPrice';

/**
 * One game's prices on the landing page, from the backend's public catalogue read by the
 * catalog's own rule (the visitor's area, else `global`). The page loads this module lazily, so
 * none of it is in the landing's first load; the static page carries the list's loading state
 * (its rows' room), which hydration keeps until this code is in, so nothing moves. The
 * catalogue (and the stores it needs) is asked for only once a list comes near the viewport:
 * the lists sit below the first screen, and a visitor who never scrolls there costs no start-up
 * work. A backend without the catalogue (or one that fails) shows no list at all.
 */
export default function LandingGamePrices({ cheatId }: { cheatId: number }) {
  const { t, i18n } = useTranslation('home');
  const withStores = useStoreCommand();
  // undefined: loading; null: no catalogue, or nothing on sale for this game.
  const [rows, setRows] = useState<GamePrice[] | null>();

  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    const load = () =>
      void withStores((stores) => stores.loadPublicCatalogue()).then((result) => {
        const onSale = result.ok
          ? result.value.subscriptionProductsFor(cheatId).flatMap((product) => {
              const price = formatPrice(product.price, product.currency, i18n.language);
              return price === null ? [] : [{ period: t('prices.days', { count: product.params.days }), price }];
            })
          : [];
        if (current) setRows(onSale.length === 0 ? null : onSale);
      });
    const element = list.current;
    if (element === null || typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (current = false);
    }
    // Half a screen ahead, so the prices are in when the visitor gets there.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [withStores, cheatId, i18n.language, t]);

  if (rows === null) return null;
  return <GamePriceList ref={list} label={t('prices.title')} rows={rows ?? null} />;
}
