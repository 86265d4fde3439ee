import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { spec } from '@chameleon/contract';
import {
  ConfirmDialog,
  EmptyState,
  canTakeFocusBack,
  FormError,
  Stack,
  SubscriptionCard,
  formatDateTime,
  type SubscriptionCardState,
} from '@chameleon/ui';
import { subscriptionCardLabels } from '../../../../locales/accountLabels';
import { useStores } from '../../app/useRootStore';
import { useLocale } from '../../i18n/useLocale';
import type { RootStore } from '../../stores';
import { useErrorText } from '../shared/authErrors';
import { paymentPath } from '../../guards/paymentChoice';
import { useGameName } from '../shared/useGameName';
import { goTo } from '../shared/navigation';
import { useSectionTitle } from '../profile/sectionTitle';
import { ScreenIntro } from '../shared/ScreenIntro';
import { UnconfirmedReminder } from '../profile/UnconfirmedBanner';

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
    freezeAvailableFrom: store.cooldownEndsAt(cheatId),
  };
}

/**
 * Why the last freeze or unfreeze of a game was refused, beside its card (the card itself
 * shows the state the server reported). A refused freeze during the cool-down names the date
 * when the subscription data knows it.
 */
const CommandError = observer(function CommandError({ cheatId }: { cheatId: number }) {
  const { t } = useTranslation('errors.auth');
  const errorText = useErrorText();
  const { subscriptions } = useStores();
  const error = subscriptions.errorFor(cheatId);
  if (error === null) return null;
  const cooldownEnd = subscriptions.cooldownEndsAt(cheatId);
  const message = error === 'FREEZE_COOLDOWN' && cooldownEnd !== null ? t('FREEZE_COOLDOWN.until', { date: formatDateTime(cooldownEnd) }) : errorText(error);
  return <FormError message={message} />;
});

/**
 * What carries the outcome of a freeze inside one game's block: the refusal's message, else
 * the card's action that can be used now, else the card itself (its status).
 */
function outcomeIn(block: HTMLElement | undefined): HTMLElement | null {
  if (block === undefined || !block.isConnected) return null;
  const refusal = block.querySelector<HTMLElement>('[role="alert"]');
  if (refusal) return refusal;
  const action = Array.from(block.querySelectorAll<HTMLElement>('button, a[href]')).find(canTakeFocusBack);
  if (action) return action;
  const card = block.querySelector<HTMLElement>('article');
  card?.setAttribute('tabindex', '-1');
  return card;
}

interface GameSubscriptionProps {
  cheat: spec.Cheat;
  onFreeze: (cheat: spec.Cheat) => void;
  blockRef: (element: HTMLElement | null) => void;
}

const GameSubscription = observer(function GameSubscription({ cheat, onFreeze, blockRef }: GameSubscriptionProps) {
  const { subscriptions, catalog, notifications } = useStores();
  const { path } = useLocale();
  const game = useGameName()(cheat);
  const { t } = useTranslation('profile');

  // Buying, renewing or extending pays for this game: the store chooses it and its offer, and the
  // payment page opens with that choice in its URL. A game with nothing on sale offers none of them.
  const buy =
    catalog.offerFor(cheat.id) === null
      ? undefined
      : () => {
          const chosen = catalog.buy(cheat.id);
          if (chosen.ok) goTo(paymentPath(path, chosen.value));
        };

  const unfreeze = async () => {
    const result = await subscriptions.unfreeze(cheat.id);
    if (result.ok) notifications.notify({ title: 'subscriptionUnfrozen.title', content: 'subscriptionUnfrozen.content', type: 'success' });
  };

  return (
    <Stack space="md" ref={blockRef}>
      <SubscriptionCard
        game={game}
        state={cardState(subscriptions, cheat.id)}
        labels={subscriptionCardLabels(t, game)}
        loading={subscriptions.isPending(cheat.id)}
        now={subscriptions.now}
        onBuy={buy}
        onRenew={buy}
        onExtend={buy}
        onFreeze={() => onFreeze(cheat)}
        onUnfreeze={() => void unfreeze()}
      />
      <CommandError cheatId={cheat.id} />
    </Stack>
  );
});

/** /profile/subscription/: a card per game, freeze (confirmed first) and unfreeze, buy and renew. */
export const SubscriptionScreen = observer(function SubscriptionScreen() {
  const { t } = useTranslation('profile');
  const { catalog, subscriptions, notifications } = useStores();
  const [freezing, setFreezing] = useState<spec.Cheat | null>(null);
  // Each game's block, and the game of the last dialog: where focus goes when it closes.
  const blocks = useRef(new Map<number, HTMLElement>());
  const dialogFor = useRef<number | null>(null);
  const openDialog = (cheat: spec.Cheat) => {
    dialogFor.current = cheat.id;
    setFreezing(cheat);
  };
  useSectionTitle('/profile/subscription/');

  // A subscription lapses while the page is open: keep "now" current.
  useEffect(() => {
    const timer = setInterval(subscriptions.tick, 60_000);
    return () => clearInterval(timer);
  }, [subscriptions]);

  const gameName = useGameName();

  const confirmFreeze = async () => {
    if (freezing === null) return;
    const result = await subscriptions.freeze(freezing.id);
    setFreezing(null);
    if (result.ok) notifications.notify({ title: 'subscriptionFrozen.title', content: 'subscriptionFrozen.content', type: 'success' });
  };

  return (
    <>
      <ScreenIntro title={t('subscription.title')} lead={t('subscription.lead')} />
      <UnconfirmedReminder />
      {catalog.cheats.length === 0 ? (
        <EmptyState title={t('subscription.empty.title')} description={t('subscription.empty.description')} />
      ) : (
        catalog.cheats.map((cheat) => (
          <GameSubscription
            key={cheat.id}
            cheat={cheat}
            onFreeze={openDialog}
            blockRef={(element) => {
              if (element) blocks.current.set(cheat.id, element);
              else blocks.current.delete(cheat.id);
            }}
          />
        ))
      )}
      <ConfirmDialog
        open={freezing !== null}
        onOpenChange={(open) => {
          if (!open) setFreezing(null);
        }}
        onConfirm={() => void confirmFreeze()}
        title={t('subscription.confirmFreeze.title', { game: freezing === null ? '' : gameName(freezing) })}
        description={t('subscription.confirmFreeze.description')}
        confirmLabel={t('subscription.freeze')}
        cancelLabel={t('confirm.cancel')}
        loading={freezing !== null && subscriptions.isPending(freezing.id)}
        resultFocus={() => (dialogFor.current === null ? null : outcomeIn(blocks.current.get(dialogFor.current)))}
      />
    </>
  );
});
