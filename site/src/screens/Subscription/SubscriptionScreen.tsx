import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Cheat } from '@chameleon/contract';
import {
  ConfirmDialog,
  EmptyState,
  FormError,
  SubscriptionCard,
  formatDateTime,
  type SubscriptionCardLabels,
  type SubscriptionCardState,
} from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { useLocale } from '../../i18n/useLocale';
import type { ApiMessage } from '../../api/apiResult';
import type { RootStore, SubscriptionCommandResult } from '../../stores';
import { authErrorKey } from '../shared/authErrors';
import { goTo } from '../shared/navigation';
import { useSectionTitle } from '../profile/ProfileRoute';
import * as styles from '../shared/screen.css';

/** The card's view of one game's subscription (the store's state machine plus its dates). */
function cardState(store: RootStore['subscriptions'], cheatId: number): SubscriptionCardState {
  const subscription = store.subscriptionFor(cheatId);
  const state = store.stateFor(cheatId);
  if (subscription === undefined || state === 'none') return { status: 'none' };
  if (state === 'frozen') return { status: 'frozen', frozenLength: subscription.frozen_length };
  if (state === 'expired') return { status: 'expired', expiredAt: subscription.expires_at };
  return {
    status: 'active',
    expiresAt: subscription.expires_at,
    // An active subscription that cannot be frozen is in its cool-down, which ends at next_froze_date.
    freezeAvailableFrom: store.canFreezeFor(cheatId) ? null : subscription.next_froze_date,
  };
}

function useCardLabels(game: string): SubscriptionCardLabels {
  const { t } = useTranslation('profile');
  return {
    status: {
      none: t('subscription.status.none'),
      active: t('subscription.status.active'),
      expired: t('subscription.status.expired'),
      frozen: t('subscription.status.frozen'),
    },
    noneDescription: t('subscription.none.description', { game }),
    buy: t('subscription.buy'),
    activeUntil: (date) => t('subscription.activeUntil', { date }),
    daysLeft: (days) => t('subscription.daysLeft', { days }),
    freeze: t('subscription.freeze'),
    freezeHint: t('subscription.freeze.hint'),
    freezeAvailableFrom: (date) => t('subscription.freeze.availableFrom', { date }),
    expiredAt: (date) => t('subscription.expiredAt', { date }),
    expiredDescription: t('subscription.expired.description', { game }),
    renew: t('subscription.renew'),
    frozenSince: (date) => t('subscription.frozenSince', { date }),
    remaining: ({ days, hours }) => t('duration.daysHours', { days, hours }),
    timeKept: (time) => t('subscription.frozen.kept', { time }),
    frozenNext: ({ remaining, date }) => t('subscription.frozen.next', { time: remaining, date }),
    unfreeze: t('subscription.unfreeze'),
    freezing: t('subscription.freezing'),
    unfreezing: t('subscription.unfreezing'),
  };
}

/**
 * Refusals that mean this tab's copy of the subscription is out of date (changed in another
 * tab, or by time): reload it, so the card shows the server's state and the cool-down's end.
 */
const staleStateCodes: ReadonlySet<string> = new Set([
  'SUBSCRIPTION_NOT_FOUND',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_FROZEN',
  'SUBSCRIPTION_NOT_FROZEN',
  'FREEZE_COOLDOWN',
] satisfies ApiMessage[]);

function refreshWhenStale(result: SubscriptionCommandResult, session: RootStore['session']): void {
  if (result.status === false && staleStateCodes.has(result.message)) void session.loadMainData();
}

/**
 * Why the last freeze or unfreeze of a game was refused, beside its card (the card itself
 * shows the state the server reported). A refused freeze during the cool-down names the date
 * when the subscription data knows it.
 */
const CommandError = observer(function CommandError({ cheatId }: { cheatId: number }) {
  const { t } = useTranslation('errors.auth');
  const { subscriptions } = useStores();
  const error = subscriptions.errors.get(cheatId);
  if (error === undefined) return null;
  const next = subscriptions.subscriptionFor(cheatId)?.next_froze_date ?? null;
  const message =
    error === 'FREEZE_COOLDOWN' && next !== null && Date.parse(next) > subscriptions.now.getTime()
      ? t('FREEZE_COOLDOWN.until', { date: formatDateTime(next) })
      : t(authErrorKey(error));
  return <FormError message={message} />;
});

const GameSubscription = observer(function GameSubscription({ cheat, onFreeze }: { cheat: Cheat; onFreeze: (cheat: Cheat) => void }) {
  const { subscriptions, catalog, notifications, session } = useStores();
  const { path } = useLocale();
  const labels = useCardLabels(cheat.game);

  // Buying or renewing pays for this game: the payment page opens with its shortest product chosen.
  const buy = () => {
    catalog.selectCheat(cheat.id);
    const first = catalog.productsForCurrentGame[0];
    if (first !== undefined) catalog.selectProduct(first.id);
    goTo(path('/profile/payment/'));
  };

  const unfreeze = async () => {
    const result = await subscriptions.unfreeze(cheat.id);
    if (result.status === true) notifications.notify({ title: 'subscriptionUnfrozen.title', content: 'subscriptionUnfrozen.content', type: 'success' });
    else refreshWhenStale(result, session);
  };

  return (
    <div className={styles.stack}>
      <SubscriptionCard
        game={cheat.game}
        state={cardState(subscriptions, cheat.id)}
        labels={labels}
        loading={subscriptions.isPending(cheat.id)}
        now={subscriptions.now}
        onBuy={buy}
        onRenew={buy}
        onFreeze={() => onFreeze(cheat)}
        onUnfreeze={() => void unfreeze()}
      />
      <CommandError cheatId={cheat.id} />
    </div>
  );
});

/** /profile/subscription/: a card per game, freeze (confirmed first) and unfreeze, buy and renew. */
export const SubscriptionScreen = observer(function SubscriptionScreen() {
  const { t } = useTranslation('profile');
  const { catalog, subscriptions, notifications, session } = useStores();
  const [freezing, setFreezing] = useState<Cheat | null>(null);
  useSectionTitle(t('subscription.title'));

  // A subscription lapses while the page is open: keep "now" current.
  useEffect(() => {
    const timer = setInterval(subscriptions.tick, 60_000);
    return () => clearInterval(timer);
  }, [subscriptions]);

  const confirmFreeze = async () => {
    if (freezing === null) return;
    const result = await subscriptions.freeze(freezing.id);
    setFreezing(null);
    if (result.status === true) notifications.notify({ title: 'subscriptionFrozen.title', content: 'subscriptionFrozen.content', type: 'success' });
    else refreshWhenStale(result, session);
  };

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('subscription.title')}</h1>
        <p className={styles.lead}>{t('subscription.lead')}</p>
      </div>
      {catalog.cheats.length === 0 ? (
        <EmptyState title={t('subscription.empty.title')} description={t('subscription.empty.description')} />
      ) : (
        catalog.cheats.map((cheat) => <GameSubscription key={cheat.id} cheat={cheat} onFreeze={setFreezing} />)
      )}
      <ConfirmDialog
        open={freezing !== null}
        onOpenChange={(open) => {
          if (!open) setFreezing(null);
        }}
        onConfirm={() => void confirmFreeze()}
        title={t('subscription.confirmFreeze.title', { game: freezing?.game ?? '' })}
        description={t('subscription.confirmFreeze.description')}
        confirmLabel={t('subscription.freeze')}
        cancelLabel={t('confirm.cancel')}
        loading={freezing !== null && subscriptions.isPending(freezing.id)}
      />
    </>
  );
});
