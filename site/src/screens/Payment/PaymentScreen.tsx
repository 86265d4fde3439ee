import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import { Button, Card, FormError, Inline, ProductPicker, Stack, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { paymentChoiceFromSearch, paymentPath, type PaymentChoice } from '../../guards/paymentChoice';
import { useLocale } from '../../i18n/useLocale';
import { useErrorText } from '../shared/authErrors';
import { formatPrice } from '../shared/formatPrice';
import { goTo, leaveFor } from '../shared/navigation';
import { useGameName } from '../shared/useGameName';
import { useSectionTitle } from '../profile/sectionTitle';
import { ScreenIntro } from '../shared/ScreenIntro';
import * as styles from './PaymentScreen.css';

/**
 * /profile/payment/?game=1&days=30: the chosen game's subscription products, the chosen one,
 * and 'Pay', which opens a payment and leaves for the provider's checkout. The URL names the
 * choice (a reload, a bookmark or Back shows the same page); the catalog store follows it.
 * The has-active-product guard has checked that the URL's product is on sale.
 */
export const PaymentScreen = observer(function PaymentScreen() {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const gameName = useGameName();
  const { catalog, payment } = useStores();
  const { language, path } = useLocale();
  const choice = paymentChoiceFromSearch(useLocation().search);
  useSectionTitle('/profile/payment/');

  useEffect(() => {
    if (choice !== null) catalog.selectProduct(choice.cheatId, choice.days);
  }, [catalog, choice?.cheatId, choice?.days]); // eslint-disable-line react-hooks/exhaustive-deps -- the choice is its two numbers

  const choose = (next: PaymentChoice) => goTo(paymentPath(path, next), { replace: true });
  const cheatId = choice?.cheatId ?? catalog.selectedCheatId;
  const cheat = catalog.cheats.find((candidate) => candidate.id === cheatId) ?? null;
  const products = catalog.subscriptionProductsFor(cheatId);
  const product = products.find((candidate) => candidate.params.days === choice?.days) ?? null;
  const days = (count: number) => t('product.days', { count });
  // A backend may send products without a price: they are offered by their days alone.
  const price = product === null ? null : formatPrice(product.price, product.currency, language);
  const options = products.map((candidate) => ({
    days: candidate.params.days,
    price: formatPrice(candidate.price, candidate.currency, language) ?? undefined,
  }));

  const pay = async () => {
    const result = await payment.pay(path('/profile/transactions/'));
    if (result.ok) leaveFor(result.value.checkoutUrl);
  };

  return (
    <>
      <ScreenIntro title={t('payment.title')} lead={t('payment.lead')} />
      <Card as="section" title={cheat === null ? t('payment.cheatNotFound') : gameName(cheat)}>
        <Stack space="md">
          {catalog.cheats.length > 1 ? (
            <Stack as="fieldset" space="xs" className={styles.choice}>
              <legend className={styles.choiceLegend}>{t('payment.game')}</legend>
              <Inline space="sm" alignY="center">
                {catalog.cheats.map((candidate) => (
                  <Button
                    key={candidate.id}
                    size="sm"
                    variant={candidate.id === cheatId ? 'primary' : 'secondary'}
                    aria-pressed={candidate.id === cheatId}
                    disabled={payment.pending || catalog.offerFor(candidate.id) === null}
                    onClick={() => {
                      const chosen = catalog.buy(candidate.id);
                      if (chosen.ok) choose(chosen.value);
                    }}
                  >
                    {gameName(candidate)}
                  </Button>
                ))}
              </Inline>
            </Stack>
          ) : null}
          <ProductPicker
            products={options}
            value={product?.params.days ?? null}
            onChange={(chosen) => choose({ cheatId, days: chosen })}
            label={t('products.label')}
            daysLabel={days}
            emptyTitle={t('products.empty.title')}
            emptyDescription={t('products.empty.description')}
            disabled={payment.pending}
          />
          {product !== null && cheat !== null ? (
            <Text>
              {price === null
                ? t('payment.summaryNoPrice', { game: gameName(cheat), days: days(product.params.days) })
                : t('payment.summary', { game: gameName(cheat), days: days(product.params.days), price })}
            </Text>
          ) : null}
          <FormError message={payment.error === null ? null : `${t('payment.error')} ${errorText(payment.error)}`} />
          {product !== null ? (
            <Button fullWidth size="lg" loading={payment.pending} onClick={() => void pay()}>
              {price === null ? t('payment.payNoPrice') : t('payment.pay', { price })}
            </Button>
          ) : null}
        </Stack>
      </Card>
    </>
  );
});
