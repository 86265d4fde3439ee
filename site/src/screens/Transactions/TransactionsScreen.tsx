import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import { Button, TransactionList, type TransactionListItem } from '@chameleon/ui';
import { transactionListLabels, transactionStatus } from '../../../../locales/accountLabels';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { formatPrice } from '../shared/formatPrice';
import { useSectionTitle } from '../profile/sectionTitle';
import { ScreenIntro } from '../shared/ScreenIntro';
import { UnconfirmedReminder } from '../profile/UnconfirmedBanner';
import { Receipt } from './Receipt';
import { receiptIdFromSearch, receiptPath } from './receiptPath';
import { useTransactionProduct } from './useTransactionProduct';

/**
 * /profile/transactions/: the history, 10 at a time with 'Load more' until a short page; each
 * row with its number and receipt. `?receipt=<id>` shows that receipt instead.
 */
export const TransactionsScreen = observer(function TransactionsScreen() {
  const receiptId = receiptIdFromSearch(useLocation().search);
  useSectionTitle('/profile/transactions/');
  return receiptId === null ? <TransactionHistory /> : <Receipt id={receiptId} />;
});

const TransactionHistory = observer(function TransactionHistory() {
  const { t } = useTranslation('profile');
  const { transactions } = useStores();
  const { language, path } = useLocale();
  const productName = useTransactionProduct();

  // Every part but the row itself may be missing from a backend's reply (docs/decisions/0010-the-site-reads-the-spec.md):
  // a row shows what it has, never an error; a row without an id has no receipt.
  const items: TransactionListItem[] = transactions.items.map((entry, index) => ({
    id: entry.id === null ? `row-${index}` : String(entry.id),
    date: entry.created_at ?? undefined,
    product: productName(entry),
    amount: formatPrice(entry.amount, entry.currency, language) ?? undefined,
    status: entry.status === null ? undefined : transactionStatus(t, entry.status),
    ...(entry.id === null ? {} : { reference: t('transactions.id', { id: entry.id }), receiptHref: receiptPath(path, entry.id) }),
  }));

  return (
    <>
      <ScreenIntro title={t('transactions.title')} />
      <UnconfirmedReminder />
      <TransactionList
        transactions={items}
        labels={transactionListLabels(t)}
        linkAs={RouterLink}
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
