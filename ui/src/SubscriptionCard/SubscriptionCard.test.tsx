import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SubscriptionCard,
  daysLeft,
  endIfUnfrozenAt,
  remainingTime,
  type SubscriptionCardLabels,
  type SubscriptionCardProps,
  type SubscriptionCardState,
} from './SubscriptionCard';

const labels: SubscriptionCardLabels = {
  status: { none: 'No subscription', active: 'Active', expired: 'Expired', frozen: 'Frozen' },
  noneDescription: 'You have no Shooter subscription yet.',
  buy: 'Buy a subscription',
  activeUntil: (date) => `Active until ${date}`,
  daysLeft: (days) => `Days left: ${days}`,
  freeze: 'Freeze',
  freezeHint: 'Freezing pauses the subscription.',
  freezeAvailableFrom: (date) => `You can freeze again from ${date}.`,
  expiredAt: (date) => `Expired on ${date}`,
  expiredDescription: 'Renew to keep using the skin changer.',
  renew: 'Renew subscription',
  extend: 'Extend',
  frozenSince: (date) => `Frozen since ${date}`,
  remaining: ({ days, hours }) => `${days} d ${hours} h`,
  timeKept: (time) => `Time kept: ${time}`,
  frozenNext: ({ remaining, date }) => `Your remaining time (${remaining}) resumes when you unfreeze. If you unfreeze now, it ends on ${date}.`,
  unfreeze: 'Unfreeze',
  freezing: 'Freezing the subscription…',
  unfreezing: 'Unfreezing the subscription…',
};

// Local-time instants, so the expected text is the same in every time zone.
const now = new Date(2026, 10, 21, 14, 5);
const at = (days: number, hours = 0) => new Date(now.getTime() + ((days * 24 + hours) * 3600 * 1000)).toISOString();

function renderCard(state: SubscriptionCardState, props: Partial<SubscriptionCardProps> = {}) {
  return render(<SubscriptionCard game="Shooter" state={state} labels={labels} now={now} {...props} />);
}

describe('SubscriptionCard', () => {
  it('is an article named by the game', () => {
    renderCard({ status: 'none' });
    expect(screen.getByRole('article', { name: 'Shooter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shooter' })).toBeInTheDocument();
  });

  it.each<[SubscriptionCardState, string]>([
    [{ status: 'none' }, 'No subscription'],
    [{ status: 'active', expiresAt: at(10) }, 'Active'],
    [{ status: 'expired', expiredAt: at(-3) }, 'Expired'],
    [{ status: 'frozen', frozenLength: 86400 }, 'Frozen'],
  ])('shows the %o state in words and as data-status', (state, text) => {
    renderCard(state);
    expect(screen.getByRole('article')).toHaveAttribute('data-status', state.status);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  describe('without a subscription', () => {
    it('explains and offers to buy', async () => {
      const user = userEvent.setup();
      const onBuy = jest.fn();
      renderCard({ status: 'none' }, { onBuy });
      expect(screen.getByText('You have no Shooter subscription yet.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Buy a subscription' }));
      expect(onBuy).toHaveBeenCalledTimes(1);
    });

    it('links to the payment page when given a link', () => {
      renderCard({ status: 'none' }, { buyHref: '/profile/payment' });
      expect(screen.getByRole('link', { name: 'Buy a subscription' })).toHaveAttribute('href', '/profile/payment');
    });
  });

  describe('active', () => {
    it('shows the end date and the days left', () => {
      renderCard({ status: 'active', expiresAt: at(12, 3) });
      expect(screen.getByText(`Active until ${formatLocal(new Date(at(12, 3)))}`)).toBeInTheDocument();
      expect(screen.getByText('Days left: 13')).toBeInTheDocument();
    });

    it('freezes from the Freeze button, which explains what freezing does', async () => {
      const user = userEvent.setup();
      const onFreeze = jest.fn();
      renderCard({ status: 'active', expiresAt: at(12) }, { onFreeze });
      const freeze = screen.getByRole('button', { name: 'Freeze' });
      expect(freeze).toHaveAccessibleDescription('Freezing pauses the subscription.');
      await user.click(freeze);
      expect(onFreeze).toHaveBeenCalledTimes(1);
    });
  });

  describe('active, freeze not yet available', () => {
    const state: SubscriptionCardState = { status: 'active', expiresAt: at(20), freezeAvailableFrom: at(4, 2) };

    it('says from when freezing is available, tied to the unavailable button', () => {
      renderCard(state);
      const freeze = screen.getByRole('button', { name: 'Freeze' });
      expect(freeze).toHaveAttribute('aria-disabled', 'true');
      expect(freeze).toHaveAccessibleDescription(`You can freeze again from ${formatLocal(new Date(at(4, 2)))}.`);
    });

    it('keeps the button focusable so the reason can be heard', async () => {
      const user = userEvent.setup();
      renderCard(state);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Freeze' })).toHaveFocus();
    });

    it('does not freeze', async () => {
      const user = userEvent.setup();
      const onFreeze = jest.fn();
      renderCard(state, { onFreeze });
      await user.click(screen.getByRole('button', { name: 'Freeze' }));
      expect(onFreeze).not.toHaveBeenCalled();
    });
  });

  describe('active, extending', () => {
    it('extends the same game', async () => {
      const user = userEvent.setup();
      const onExtend = jest.fn();
      renderCard({ status: 'active', expiresAt: at(10) }, { onExtend });
      await user.click(screen.getByRole('button', { name: 'Extend' }));
      expect(onExtend).toHaveBeenCalledTimes(1);
    });

    it('links to the payment page when given a link, and offers nothing without either', () => {
      const { unmount } = renderCard({ status: 'active', expiresAt: at(10) }, { extendHref: '/profile/payment' });
      expect(screen.getByRole('link', { name: 'Extend' })).toHaveAttribute('href', '/profile/payment');
      unmount();
      renderCard({ status: 'active', expiresAt: at(10) });
      expect(screen.queryByRole('button', { name: 'Extend' })).not.toBeInTheDocument();
    });
  });

  describe('expired', () => {
    it('shows when it expired and renews', async () => {
      const user = userEvent.setup();
      const onRenew = jest.fn();
      renderCard({ status: 'expired', expiredAt: at(-3) }, { onRenew });
      expect(screen.getByText(`Expired on ${formatLocal(new Date(at(-3)))}`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Renew subscription' }));
      expect(onRenew).toHaveBeenCalledTimes(1);
    });

    it('links to the payment page when given a link', () => {
      renderCard({ status: 'expired', expiredAt: at(-3) }, { renewHref: '/profile/payment' });
      expect(screen.getByRole('link', { name: 'Renew subscription' })).toHaveAttribute('href', '/profile/payment');
    });

    it('offers no freeze', () => {
      renderCard({ status: 'expired', expiredAt: at(-3) });
      expect(screen.queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();
    });
  });

  describe('frozen', () => {
    const frozenLength = 12 * 86400 + 5 * 3600;
    const state: SubscriptionCardState = { status: 'frozen', frozenLength, frozenSince: at(-2) };

    it('shows since when and how much time is kept', () => {
      renderCard(state);
      expect(screen.getByText(`Frozen since ${formatLocal(new Date(at(-2)))}`)).toBeInTheDocument();
      expect(screen.getByText('Time kept: 12 d 5 h')).toBeInTheDocument();
    });

    it('says what unfreezing does, with the end date if unfrozen now, on the Unfreeze button', () => {
      renderCard(state);
      const end = formatLocal(new Date(now.getTime() + frozenLength * 1000));
      expect(screen.getByRole('button', { name: 'Unfreeze' })).toHaveAccessibleDescription(
        `Your remaining time (12 d 5 h) resumes when you unfreeze. If you unfreeze now, it ends on ${end}.`,
      );
    });

    it('unfreezes', async () => {
      const user = userEvent.setup();
      const onUnfreeze = jest.fn();
      renderCard(state, { onUnfreeze });
      await user.click(screen.getByRole('button', { name: 'Unfreeze' }));
      expect(onUnfreeze).toHaveBeenCalledTimes(1);
    });

    it('leaves out the start of the freeze when it is not known', () => {
      renderCard({ status: 'frozen', frozenLength });
      expect(screen.queryByText(/Frozen since/)).not.toBeInTheDocument();
      expect(screen.getByText('Time kept: 12 d 5 h')).toBeInTheDocument();
    });
  });

  describe('loading', () => {
    it('shows the running freeze on the button and ignores another press', async () => {
      const user = userEvent.setup();
      const onFreeze = jest.fn();
      renderCard({ status: 'active', expiresAt: at(12) }, { loading: true, onFreeze });
      const freeze = screen.getByRole('button', { name: 'Freeze' });
      expect(freeze).toHaveAttribute('aria-busy', 'true');
      await user.click(freeze);
      expect(onFreeze).not.toHaveBeenCalled();
    });

    it('announces a running freeze', () => {
      renderCard({ status: 'active', expiresAt: at(12) }, { loading: true });
      expect(screen.getByRole('status')).toHaveTextContent('Freezing the subscription…');
    });

    it('announces a running unfreeze', () => {
      renderCard({ status: 'frozen', frozenLength: 3600 }, { loading: true });
      expect(screen.getByRole('status')).toHaveTextContent('Unfreezing the subscription…');
      expect(screen.getByRole('button', { name: 'Unfreeze' })).toHaveAttribute('aria-busy', 'true');
    });

    it('keeps the live region empty when nothing runs', () => {
      renderCard({ status: 'active', expiresAt: at(12) });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  it('never shows "Invalid Date" for a broken date from the server', () => {
    renderCard({ status: 'active', expiresAt: 'garbage' });
    expect(screen.getByRole('article')).not.toHaveTextContent('Invalid Date');
    expect(screen.getByRole('article')).not.toHaveTextContent('NaN');
  });
});

describe('daysLeft', () => {
  it('counts a started day as a day left', () => {
    expect(daysLeft(at(2, 1), now)).toBe(3);
  });

  it('counts whole days exactly', () => {
    expect(daysLeft(at(2), now)).toBe(2);
  });

  it('is never negative', () => {
    expect(daysLeft(at(-5), now)).toBe(0);
  });
});

describe('remainingTime', () => {
  it('splits seconds into days and hours, the last partial hour counted as one', () => {
    expect(remainingTime(3 * 86400 + 7 * 3600)).toEqual({ days: 3, hours: 7 });
    expect(remainingTime(3 * 86400 + 7 * 3600 + 1)).toEqual({ days: 3, hours: 8 });
  });

  it('keeps "30 d 0 h" for 30 days frozen minutes after they began, as "30 days left" said', () => {
    expect(remainingTime(30 * 86400 - 10 * 60)).toEqual({ days: 30, hours: 0 });
  });

  it('treats a negative length as nothing kept', () => {
    expect(remainingTime(-10)).toEqual({ days: 0, hours: 0 });
  });
});

describe('endIfUnfrozenAt', () => {
  it('adds the kept time to the moment of unfreezing', () => {
    expect(endIfUnfrozenAt(90, new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:01:30.000Z');
  });
});

function formatLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
