import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button, Card, FormError, ProductPicker } from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { useLocale } from '../../i18n/useLocale';
import { authErrorKey } from '../shared/authErrors';
import { formatPrice } from '../shared/formatPrice';
import { leaveFor } from '../shared/navigation';
import { useSectionTitle } from '../profile/sectionTitle';
import * as styles from '../shared/screen.css';

/**
 * /profile/payment/: the current game's subscription products, the chosen one, and 'Pay',
 * which opens a payment and leaves for the provider's checkout. The checkout sends the user
 * back to the transaction history.
 */
export const PaymentScreen = observer(function PaymentScreen() {
  const { t } = useTranslation('profile');
  const { t: tError } = useTranslation('errors.auth');
  const { catalog, payment } = useStores();
  const { language, path } = useLocale();
  useSectionTitle('/profile/payment/');

  const cheat = catalog.selectedCheat;
  const product = catalog.selectedProduct;
  const days = (count: number) => t('product.days', { count });
  const price = product ? formatPrice(product.price, product.currency, language) : '';
  const options = catalog.productsForCurrentGame
    .filter((candidate) => candidate.type === 'subscription')
    .map((candidate) => ({ days: candidate.params.days, price: formatPrice(candidate.price, candidate.currency, language) }));

  const pay = async () => {
    const result = await payment.pay(path('/profile/transactions/'));
    if (result.status === true) leaveFor(result.checkoutUrl);
  };

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('payment.title')}</h1>
        <p className={styles.lead}>{t('payment.lead')}</p>
      </div>
      <Card as="section" title={cheat?.game ?? t('payment.cheatNotFound')}>
        <div className={styles.stack}>
          {catalog.cheats.length > 1 ? (
            <fieldset className={styles.choice}>
              <legend className={styles.choiceLegend}>{t('payment.game')}</legend>
              <div className={styles.actions}>
                {catalog.cheats.map((candidate) => (
                  <Button
                    key={candidate.id}
                    size="sm"
                    variant={candidate.id === catalog.selectedCheatId ? 'primary' : 'secondary'}
                    aria-pressed={candidate.id === catalog.selectedCheatId}
                    disabled={payment.pending}
                    onClick={() => {
                      catalog.selectCheat(candidate.id);
                      const first = catalog.productsForCurrentGame[0];
                      if (first !== undefined) catalog.selectProduct(first.id);
                    }}
                  >
                    {candidate.game}
                  </Button>
                ))}
              </div>
            </fieldset>
          ) : null}
          <ProductPicker
            products={options}
            value={product?.params.days ?? null}
            onChange={(chosen) => {
              const match = catalog.findSubscriptionProductByDays(chosen);
              if (match !== null) catalog.selectProduct(match.id);
            }}
            label={t('products.label')}
            daysLabel={days}
            emptyTitle={t('products.empty.title')}
            emptyDescription={t('products.empty.description')}
            disabled={payment.pending}
          />
          {product && cheat ? <p className={styles.message}>{t('payment.summary', { game: cheat.game, days: days(product.params.days), price })}</p> : null}
          <FormError message={payment.error === null ? null : `${t('payment.error')} ${tError(authErrorKey(payment.error))}`} />
          {product ? (
            <Button fullWidth size="lg" loading={payment.pending} onClick={() => void pay()}>
              {t('payment.pay', { price })}
            </Button>
          ) : null}
        </div>
      </Card>
    </>
  );
});
