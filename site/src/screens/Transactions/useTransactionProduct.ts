import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/useRootStore';
import type { TransactionEntry } from '../../stores/TransactionStore';
import { useGameName } from '../shared/useGameName';

/**
 * What a transaction bought, in words ("Siege Line (shooter) · 30 days"), for its row and its
 * receipt. Every part may be missing from a backend's reply (docs/decisions/0102): it says
 * what it has, never an error.
 */
export function useTransactionProduct(): (entry: TransactionEntry) => string {
  const { t } = useTranslation('profile');
  const { catalog } = useStores();
  const gameName = useGameName();
  return (entry) => {
    const cheatId = entry.product?.cheat_id ?? null;
    const days = entry.product?.params.days ?? null;
    const game = cheatId === null ? null : gameName(catalog.cheats.find((cheat) => cheat.id === cheatId) ?? { id: cheatId });
    if (game !== null && days !== null) return t('transactions.product', { game, days: t('product.days', { count: days }) });
    return game ?? t('transactions.product.unknown');
  };
}
