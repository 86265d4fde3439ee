import type { FrontendDataReply, Product, Subscription, Transaction } from '@chameleon/contract';

export const NOW = new Date('2026-11-21T12:00:00.000Z');
const day = 86_400_000;
export const isoIn = (days: number) => new Date(NOW.getTime() + days * day).toISOString();

export const products: Product[] = [
  { id: 1, cheat_id: 1, type: 'subscription', shopping_area: 'global', params: { days: 7 }, price: 499, currency: 'USD' },
  { id: 2, cheat_id: 1, type: 'subscription', shopping_area: 'global', params: { days: 30 }, price: 1499, currency: 'USD' },
  { id: 3, cheat_id: 2, type: 'subscription', shopping_area: 'global', params: { days: 30 }, price: 1199, currency: 'USD' },
];

export function transaction(id: number): Transaction {
  return { id, created_at: isoIn(-id), products: [products[id % 2] as Product], amount: 1499, currency: 'USD', status: 'completed' };
}

export const activeSubscription: Subscription = {
  cheat_id: 1,
  expires_at: isoIn(20),
  frozen_length: 0,
  next_froze_date: null,
  unfrozen_date: null,
};

export function mainData(overrides: Partial<FrontendDataReply> = {}, transactions: Transaction[] = []): FrontendDataReply {
  return {
    status: true,
    access_token: 'token-1',
    user: {
      id: 7,
      login: 'demo',
      email: 'demo@chameleon.local',
      created_at: '2025-10-17T09:30:00.000Z',
      confirmed: true,
      shopping_area: 'global',
      pending_email: null,
      pending_email_expires_at: null,
      transactions,
    },
    cheats: [
      { id: 1, name: 'Chameleon for Siege Line', game: 'Siege Line', genre: 'shooter' },
      { id: 2, name: 'Chameleon for Ancients Arena', game: 'Ancients Arena', genre: 'strategy' },
    ],
    shopping_area: 'global',
    products,
    subscriptions: [activeSubscription],
    ...overrides,
  };
}
