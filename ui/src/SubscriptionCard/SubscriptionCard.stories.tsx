import type { StoryObj } from '@storybook/react-vite';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { PseudoStates, pseudoStates } from '../../../.storybook/pseudo';
import { atRest, playground, type KitMeta } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stressText, useLocale, useT, useGameNames } from '../../../.storybook/i18n';
import { subscriptionCardLabels } from '../../../locales/accountLabels';
import { ConfirmDialog } from '../ConfirmDialog';
import { SubscriptionCard, type SubscriptionCardLabels, type SubscriptionCardState } from './SubscriptionCard';

// A fixed "now" keeps the days left and the dates identical in every screenshot.
const now = new Date(2026, 10, 21, 14, 5);
const fromNow = (days: number, hours = 0) => new Date(now.getTime() + (days * 24 + hours) * 3600_000).toISOString();

/** The site's labels for the card, from the same mapping its subscription screen uses. */
function useLabels(game: string): SubscriptionCardLabels {
  return subscriptionCardLabels(useT('profile'), game);
}

interface Args {
  state: SubscriptionCardState;
  loading: boolean;
  onFreeze: () => void;
  onUnfreeze: () => void;
  onBuy: () => void;
  onRenew: () => void;
  onExtend?: () => void;
}

function Subscription(args: Args) {
  const game = useGameNames().shooter;
  return <SubscriptionCard game={game} labels={useLabels(game)} now={now} {...args} />;
}

/** The whole journey as the subscription screen runs it: confirm, request in flight, frozen, unfrozen. */
function FreezeJourney() {
  const game = useGameNames().strategy;
  const t = useT('profile');
  const labels = useLabels(game);
  const kept = 12 * 86400 + 5 * 3600;
  const [state, setState] = useState<SubscriptionCardState>({ status: 'active', expiresAt: fromNow(12, 5) });
  const [loading, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const request = (next: SubscriptionCardState, done?: () => void) => {
    setBusy(true);
    setTimeout(() => {
      setState(next);
      setBusy(false);
      done?.();
    }, 400);
  };
  return (
    <>
      <SubscriptionCard
        game={game}
        labels={labels}
        now={now}
        state={state}
        loading={loading && !confirming}
        onFreeze={() => setConfirming(true)}
        onUnfreeze={() => request({ status: 'active', expiresAt: fromNow(12, 5) })}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        loading={loading}
        onConfirm={() => request({ status: 'frozen', frozenLength: kept, frozenSince: now.toISOString() }, () => setConfirming(false))}
        title={t('subscription.confirmFreeze.title', { game })}
        description={t('subscription.confirmFreeze.description')}
        confirmLabel={t('subscription.freeze')}
        cancelLabel={t('confirm.cancel')}
      />
    </>
  );
}

const meta = {
  title: 'Account/SubscriptionCard',
  component: SubscriptionCard,
  render: (args) => <Subscription {...args} />,
  args: {
    state: { status: 'none' },
    loading: false,
    onFreeze: fn(),
    onUnfreeze: fn(),
    onBuy: fn(),
    onRenew: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  // Its texts for missing values and its wrapping are still changing.
  parameters: { status: 'beta' },
} satisfies KitMeta<typeof Subscription>;

export default meta;
type Story = StoryObj<typeof Subscription>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const NoSubscriptionInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

export const NoSubscription: Story = atRest(NoSubscriptionInteraction);

export const ActiveInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { state: { status: 'active', expiresAt: fromNow(12, 5) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onFreeze).toHaveBeenCalledTimes(1);
  },
};

export const Active: Story = atRest(ActiveInteraction);

/** Extend comes first on an active card: it pays for more days of the same game. */
export const ExtendInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { state: { status: 'active', expiresAt: fromNow(12, 5) }, onExtend: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0] as HTMLElement);
    await expect(args.onExtend).toHaveBeenCalledTimes(1);
    await expect(args.onFreeze).not.toHaveBeenCalled();
  },
};

export const Extend: Story = atRest(ExtendInteraction);

/** `next_froze_date` is still ahead: Freeze stays focusable, says why it is unavailable, and does nothing. */
export const FreezeNotYetAvailableInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { state: { status: 'active', expiresAt: fromNow(20), freezeAvailableFrom: fromNow(4, 2) } },
  play: async ({ args, canvasElement }) => {
    const freeze = within(canvasElement).getByRole('button');
    await expect(freeze).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(freeze);
    await expect(args.onFreeze).not.toHaveBeenCalled();
  },
};

export const FreezeNotYetAvailable: Story = atRest(FreezeNotYetAvailableInteraction);

export const ExpiredInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { state: { status: 'expired', expiredAt: fromNow(-3, -6) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRenew).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = atRest(ExpiredInteraction);

export const FrozenInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  args: { state: { status: 'frozen', frozenLength: 12 * 86400 + 5 * 3600, frozenSince: fromNow(-2, -3) } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onUnfreeze).toHaveBeenCalledTimes(1);
  },
};

export const Frozen: Story = atRest(FrozenInteraction);

export const Freezing: Story = {
  args: { state: { status: 'active', expiresAt: fromNow(12, 5) }, loading: true },
};

export const Unfreezing: Story = {
  args: { state: { status: 'frozen', frozenLength: 12 * 86400 + 5 * 3600, frozenSince: fromNow(-2, -3) }, loading: true },
};

export const FreezeAndUnfreeze: Story = {
  tags: ['interaction', '!autodocs'],
  render: () => <FreezeJourney />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const card = canvas.getByRole('article');
    await expect(card).toHaveAttribute('data-status', 'active');
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await body.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'frozen'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'active'));
  },
};

/**
 * The card's action (Freeze on an active subscription) hovered, keyboard-focused and pressed, top to bottom, shown without a pointer
 * (storybook-addon-pseudo-states). Pressed has no style of its own yet, as on Button.
 */
export const HoverFocusPressed: Story = {
  args: { state: { status: 'active', expiresAt: fromNow(12, 5) } },
  parameters: pseudoStates({ hover: ['button'], focus: ['button'], pressed: ['button'] }),
  render: (args) => (
    <PseudoStates states={['hover', 'focus', 'pressed']}>
      <Subscription {...args} />
    </PseudoStates>
  ),
};

/** The German subscription texts with the longest message as the freeze hint and an unbroken game name. */
function StressSubscription(args: Args) {
  const { longest, unbroken } = stressText(useLocale());
  return <SubscriptionCard game={unbroken} labels={{ ...useLabels(unbroken), freezeHint: longest }} now={now} {...args} />;
}

/**
 * German on a 320 px phone, the longest message as the freeze hint and an unbroken game
 * name: every line wraps inside the card.
 */
export const Stress: Story = {
  args: { state: { status: 'active', expiresAt: fromNow(20), freezeAvailableFrom: fromNow(4, 2) } },
  globals: germanPhone,
  render: (args) => <StressSubscription {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};

/**
 * Every state of the card at rest, each captioned with its story's name (unfreezing included):
 * the grid a designer compares against the mock-ups.
 */
const grid = statesOf(meta, { NoSubscription, Active, Extend, FreezeNotYetAvailable, Freezing, Expired, Frozen, Unfreezing }, { cellWidth: '100%' });

export const States: Story = {
  ...grid,
  parameters: { ...grid.parameters, controls: { disable: true } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-status'))).toEqual(['none', 'active', 'active', 'active', 'active', 'expired', 'frozen', 'frozen']);
    // Freezing and unfreezing: the two cards with a request in flight.
    await expect(cards.filter((card) => card.getAttribute('aria-busy') === 'true').map((card) => card.getAttribute('data-status'))).toEqual(['active', 'frozen']);
  },
};
