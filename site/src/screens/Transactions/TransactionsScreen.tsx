import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, TransactionList, type TransactionListItem } from '@chameleon/ui';
import { transactionListLabels, transactionStatus } from '../../../../locales/kitLabels';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { formatPrice } from '../shared/formatPrice';
import { useGameName } from '../shared/useGameName';
import { useSectionTitle } from '../profile/sectionTitle';
import { ScreenIntro } from '../shared/ScreenIntro';

/** /profile/transactions/: the history, 10 at a time with 'Load more' until a short page. */
export const TransactionsScreen = observer(function TransactionsScreen() {
  const { t } = useTranslation('profile');
  const { transactions, catalog } = useStores();
  const { language, path } = useLocale();
  const gameName = useGameName();
  useSectionTitle('/profile/transactions/');

  // Every part but the row itself may be missing from a backend's reply (docs/decisions/0010-the-site-reads-the-spec.md):
  // a row shows what it has, never an error.
  const items: TransactionListItem[] = transactions.items.map((entry, index) => {
    const cheatId = entry.product?.cheat_id ?? null;
    const days = entry.product?.params.days ?? null;
    const game = cheatId === null ? null : gameName(catalog.cheats.find((cheat) => cheat.id === cheatId) ?? { id: cheatId });
    return {
      id: entry.id === null ? `row-${index}` : String(entry.id),
      date: entry.created_at ?? undefined,
      product:
        game !== null && days !== null
          ? t('transactions.product', { game, days: t('product.days', { count: days }) })
          : (game ?? t('transactions.product.unknown')),
      amount: formatPrice(entry.amount, entry.currency, language) ?? undefined,
      status: entry.status === null ? undefined : transactionStatus(t, entry.status),
    };
  });

  return (
    <>
      <ScreenIntro title={t('transactions.title')} />
      <TransactionList
        transactions={items}
        labels={transactionListLabels(t)}
        loading={transactions.loading}
        hasMore={transactions.hasMore}
        error={transactions.error === null ? null : t('transactions.error')}
        onLoadMore={() => void transactions.loadMore()}
        onRetry={() => void transactions.loadMore()}
        emptyAction={
          <Button linkAs={RouterLink} to={path('/profile/subscription/')}>
            {t('transactions.empty.action')}
          </Button>
        }
      />
    </>
  );
});
