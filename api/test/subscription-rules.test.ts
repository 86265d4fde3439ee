import fc from 'fast-check';
import { extend, freeze, isExpired, toWire, unfreeze, type SubscriptionState } from '../src/services/subscription-rules';

const start = Date.parse('2026-03-01T00:00:00.000Z');
const running = (remainingMs: number): SubscriptionState => ({
  cheatId: 1,
  expiresAt: new Date(start + remainingMs),
  frozenLength: 0,
  frozenAt: null,
  nextFrozeDate: null,
  unfrozenDate: null,
});

it('gives back exactly the remaining time (rounded up to a second), however long the freeze', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 365 * 86_400_000 }), fc.integer({ min: 0, max: 365 * 86_400_000 }), (remaining, pause) => {
      const frozen = freeze(running(remaining), new Date(start));
      if (!frozen.ok) return false;
      const thawedAt = new Date(start + pause);
      const thawed = unfreeze(frozen.state, thawedAt);
      if (!thawed.ok) return false;
      return thawed.state.expiresAt.getTime() - thawedAt.getTime() === Math.ceil(remaining / 1000) * 1000;
    }),
  );
});

it('never reports a frozen subscription as expired', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 86_400_000 }), fc.integer({ min: 0, max: 10 * 365 * 86_400_000 }), (remaining, later) => {
      const frozen = freeze(running(remaining), new Date(start));
      if (!frozen.ok) return false;
      const now = new Date(start + later);
      return !isExpired(frozen.state, now) && Date.parse(toWire(frozen.state, now).expires_at) > now.getTime();
    }),
  );
});

it('extends an expired subscription from now, not from its old end', () => {
  const now = new Date(start + 10 * 86_400_000);
  expect(extend(running(0), 1, 30, now).expiresAt.getTime()).toBe(now.getTime() + 30 * 86_400_000);
});
