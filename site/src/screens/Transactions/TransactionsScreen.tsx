import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Transaction } from '@chameleon/contract';
import { Button, TransactionList, type StatusBadgeVariant, type TransactionListItem } from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { formatPrice } from '../shared/formatPrice';
import { useSectionTitle } from '../profile/ProfileRoute';
import * as styles from '../shared/screen.css';

/** The label and badge of each status the contract knows: a new status does not compile until it has one. */
const statusLabel = {
  completed: { key: 'transactions.status.paid', variant: 'success' },
} as const satisfies Record<Transaction['status'], { key: string; variant: StatusBadgeVariant }>;

/** /profile/transactions/: the history, 10 at a time with 'Load more' until a short page. */
export const TransactionsScreen = observer(function TransactionsScreen() {
  const { t } = useTranslation('profile');
  const { transactions, catalog } = useStores();
  const { language, path } = useLocale();
  useSectionTitle(t('transactions.title'));

  const items: TransactionListItem[] = transactions.items.map((entry) => {
    const game = catalog.cheats.find((cheat) => cheat.id === entry.product?.cheat_id)?.game ?? '';
    return {
      id: String(entry.id),
      date: entry.created_at,
      product: entry.product ? t('transactions.product', { game, days: t('product.days', { count: entry.product.params.days }) }) : '',
      amount: formatPrice(entry.amount, entry.currency, language),
      status: { label: t(statusLabel[entry.status].key), variant: statusLabel[entry.status].variant },
    };
  });

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('transactions.title')}</h1>
      </div>
      <TransactionList
        transactions={items}
        labels={{
          title: t('transactions.list'),
          columns: {
            date: t('transactions.column.date'),
            product: t('transactions.column.product'),
            amount: t('transactions.column.amount'),
            status: t('transactions.column.status'),
          },
          loadMore: t('transactions.loadMore'),
          loading: t('transactions.loading'),
          end: t('transactions.end'),
          retry: t('transactions.retry'),
          emptyTitle: t('transactions.empty.title'),
          emptyDescription: t('transactions.empty.description'),
        }}
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
