import { render, screen, within } from '@testing-library/react';
import { TryIt } from './TryIt';
import { TestRouterLink } from '../../layouts/Page/testing';

const steps = [
  { title: 'Create an account', text: 'Under a minute.' },
  { title: 'Confirm via the bot', text: 'Send your code.' },
  { title: 'Launch and play', text: 'Pick your skins.' },
];

describe('TryIt', () => {
  it('titles the section with a level 2 heading', () => {
    render(<TryIt heading="Three steps" steps={steps} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Three steps' })).toBeInTheDocument();
  });

  it('lists the steps in order as an ordered list', () => {
    render(<TryIt heading="Three steps" steps={steps} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(steps.map((s) => s.title));
  });

  it('links the action with the given link component', () => {
    render(<TryIt heading="Three steps" steps={steps} action={{ label: 'Create an account', href: '/auth/sign-up' }} linkAs={TestRouterLink} />);
    const link = screen.getByRole('link', { name: 'Create an account' });
    expect(link).toHaveAttribute('href', '/auth/sign-up');
    expect(link).toHaveAttribute('data-router', 'true');
  });

  it('shows no link without an action', () => {
    render(<TryIt heading="Three steps" steps={steps} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
