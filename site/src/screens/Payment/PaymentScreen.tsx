import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import type { PurchaseOutcome } from '@chameleon/contract';
import { Button, Card, FormError, Inline, ProductPicker, Skeleton, Stack, Text, formatDateTime, remainingTime } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { checkoutReturnPath, isCheckoutReturn, paymentChoiceFromSearch, paymentPath, type PaymentChoice } from '../../guards/paymentChoice';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useErrorText } from '../shared/authErrors';
import { formatPrice } from '../shared/formatPrice';
import { goTo, leaveFor } from '../shared/navigation';
import { useGameName } from '../shared/useGameName';
import { useSectionTitle } from '../profile/sectionTitle';
import { ScreenIntro } from '../shared/ScreenIntro';
import { UnconfirmedReminder } from '../profile/UnconfirmedBanner';
import { receiptPath } from '../Transactions/receiptPath';
import * as styles from './PaymentScreen.css';

/**
 * /profile/payment/?game=1&days=30: the chosen game's subscription products, the chosen one,
 * what paying does to the subscription, and 'Pay', which opens a payment and leaves for the
 * provider's checkout. The URL names the choice (a reload, a bookmark or Back shows the same
 * page); the catalog store follows it. The has-active-product guard has checked that the URL's
 * product is on sale. The checkout sends the user back to the same URL with `paid=1`: the
 * success screen.
 */
export const PaymentScreen = observer(function PaymentScreen() {
  const { search } = useLocation();
  const choice = paymentChoiceFromSearch(search);
  useSectionTitle('/profile/payment/');
  return choice !== null && isCheckoutReturn(search) ? <PaymentSuccess choice={choice} /> : <PaymentChoiceForm choice={choice} />;
});

/** A kept time span in the card's words ("12 d 5 h"). */
function useKeptTime(): (seconds: number) => string {
  const { t } = useTranslation('profile');
  return (seconds) => t('duration.daysHours', remainingTime(seconds));
}

const PaymentChoiceForm = observer(function PaymentChoiceForm({ choice }: { choice: PaymentChoice | null }) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const gameName = useGameName();
  const keptTime = useKeptTime();
  const { catalog, payment, subscriptions } = useStores();
  const { language, path } = useLocale();

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

  // Said before paying: what the purchase does to this game's subscription, by the rule the API applies.
  const newEnd = (outcome: PurchaseOutcome): string => {
    if (outcome.status === 'frozen') return t('payment.newEnd.frozen', { time: keptTime(outcome.frozenLength) });
    const date = formatDateTime(new Date(outcome.expiresAt).toISOString());
    const current = subscriptions.subscriptionFor(cheatId);
    return subscriptions.stateFor(cheatId) === 'active' && current !== undefined
      ? t('payment.newEnd.extend', { current: formatDateTime(current.expires_at), date })
      : t('payment.newEnd.start', { date });
  };

  const pay = async () => {
    if (product === null) return;
    const result = await payment.pay(checkoutReturnPath(path, { cheatId, days: product.params.days }));
    if (result.ok) leaveFor(result.value.checkoutUrl);
  };

  return (
    <>
      <ScreenIntro title={t('payment.title')} lead={t('payment.lead')} />
      <UnconfirmedReminder />
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
            <Stack space="xs">
              <Text weight="medium">
                {price === null
                  ? t('payment.summaryNoPrice', { game: gameName(cheat), days: days(product.params.days) })
                  : t('payment.summary', { game: gameName(cheat), days: days(product.params.days), price })}
              </Text>
              <Text>{newEnd(subscriptions.afterPurchase(cheatId, product.params.days))}</Text>
              <Text size="sm" tone="muted">
                {t('payment.terms')}
              </Text>
            </Stack>
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

/**
 * Back from the checkout: what was bought, the subscription's end as the server now reports
 * it, and the ways on (the subscription, this purchase's receipt when the history shows it).
 */
const PaymentSuccess = observer(function PaymentSuccess({ choice }: { choice: PaymentChoice }) {
  const { t } = useTranslation('profile');
  const gameName = useGameName();
  const keptTime = useKeptTime();
  const { catalog, payment, subscriptions, transactions } = useStores();
  const { path } = useLocale();

  useEffect(() => {
    void payment.returnFromCheckout();
  }, [payment]);

  const cheat = catalog.cheats.find((candidate) => candidate.id === choice.cheatId) ?? { id: choice.cheatId };
  const product = t('payment.summaryNoPrice', { game: gameName(cheat), days: t('product.days', { count: choice.days }) });
  const subscription = subscriptions.subscriptionFor(choice.cheatId);
  const state = subscriptions.stateFor(choice.cheatId);
  // The newest transaction is this purchase when it is for the same game and period.
  const newest = transactions.items[0];
  const receipt =
    newest !== undefined && newest.id !== null && newest.product?.cheat_id === choice.cheatId && newest.product.params.days === choice.days
      ? receiptPath(path, newest.id)
      : null;

  return (
    <>
      <ScreenIntro title={t('payment.success.title')} />
      <UnconfirmedReminder />
      <Card as="section" title={gameName(cheat)}>
        <Stack space="md">
          <Text weight="medium">{t('payment.success.bought', { product })}</Text>
          {payment.returnStatus === 'loading' || payment.returnStatus === 'idle' ? (
            <Skeleton width="16rem" />
          ) : subscription === undefined || payment.returnStatus === 'failed' ? null : (
            <Text>
              {state === 'frozen'
                ? t('payment.success.frozen', { time: keptTime(subscription.frozen_length) })
                : t('payment.success.until', { date: formatDateTime(subscription.expires_at) })}
            </Text>
          )}
          <Inline space="sm">
            <Button linkAs={RouterLink} to={path('/profile/subscription/')}>
              {t('payment.success.toSubscription')}
            </Button>
            <Button variant="secondary" linkAs={RouterLink} to={receipt ?? path('/profile/transactions/')}>
              {receipt === null ? t('payment.success.toTransactions') : t('transactions.receipt')}
            </Button>
          </Inline>
        </Stack>
      </Card>
    </>
  );
});
