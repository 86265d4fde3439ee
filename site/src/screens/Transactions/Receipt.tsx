import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Inline, Skeleton, Stack, formatDateTime } from '@chameleon/ui';
import { transactionStatus } from '../../../../locales/accountLabels';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { formatPrice } from '../shared/formatPrice';
import { ScreenIntro } from '../shared/ScreenIntro';
import { useTransactionProduct } from './useTransactionProduct';
// The same facts list as the profile's account card.
import * as facts from '../ProfileHome/ProfileHomeScreen.css';
import * as styles from './Receipt.css';

/**
 * One transaction as a printable receipt, in the page's language (the browser's print to PDF
 * makes the document). The history is paged and has no call for one transaction: pages load
 * until the id turns up or the history ends.
 */
export const Receipt = observer(function Receipt({ id }: { id: string }) {
  const { t } = useTranslation('profile');
  const { transactions, session } = useStores();
  const { language, path } = useLocale();
  const productName = useTransactionProduct();
  const entry = transactions.items.find((item) => item.id !== null && String(item.id) === id);
  const searching = entry === undefined && transactions.hasMore && transactions.error === null;

  useEffect(() => {
    if (searching && !transactions.loading) void transactions.loadMore();
  }, [searching, transactions, transactions.loading]);

  const back = (
    <Button variant="secondary" linkAs={RouterLink} to={path('/profile/transactions/')}>
      {t('receipt.back')}
    </Button>
  );
  if (entry === undefined) {
    return searching || transactions.loading ? (
      <Skeleton width="20rem" />
    ) : (
      <EmptyState title={t('receipt.notFound.title')} description={t('receipt.notFound.description')} action={back} />
    );
  }

  const amount = formatPrice(entry.amount, entry.currency, language);
  const rows: [string, string][] = [
    [t('receipt.date'), entry.created_at === null ? '' : formatDateTime(entry.created_at)],
    [t('receipt.account'), session.user === null ? '' : `${session.user.login} · ${session.user.email}`],
    [t('transactions.column.product'), productName(entry)],
    [t('transactions.column.amount'), amount ?? ''],
    [t('transactions.column.status'), entry.status === null ? '' : transactionStatus(t, entry.status).label],
  ];
  return (
    <div data-receipt="">
      <Stack space="lg">
        <ScreenIntro title={t('receipt.title', { id })} lead={t('receipt.seller')} />
        <Card>
          <dl className={facts.facts}>
            {rows
              .filter(([, value]) => value !== '')
              .map(([term, value]) => (
                <Stack key={term} space="xxs" className={facts.fact}>
                  <dt className={facts.term}>{term}</dt>
                  <dd className={facts.value}>{value}</dd>
                </Stack>
              ))}
          </dl>
        </Card>
        <div className={styles.actions}>
          <Inline space="sm">
            <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
            {back}
          </Inline>
        </div>
      </Stack>
    </div>
  );
});
