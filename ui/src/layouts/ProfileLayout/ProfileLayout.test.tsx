import { render, screen, within } from '@testing-library/react';
import { ProfileLayout } from './ProfileLayout';
import { testChrome, TestRouterLink } from '../Page/testing';
import { ProfileNav, type ProfileNavItem } from './ProfileNav';

const sections: ProfileNavItem[] = [
  { id: 'profile', label: 'Profile', href: '/en/profile/' },
  { id: 'subscription', label: 'Subscription', href: '/en/profile/subscription/', current: true },
  { id: 'transactions', label: 'Transactions', href: '/en/profile/transactions/' },
  { id: 'payment', label: 'Payment', href: '/en/profile/payment/' },
  { id: 'settings', label: 'Settings', href: '/en/profile/settings/' },
  { id: 'logout', label: 'Sign out', href: '/en/profile/logout/' },
];

function renderProfile() {
  return render(
    <ProfileLayout
      {...testChrome}
      nav={<ProfileNav label="Account sections" items={sections} />}
    >
      <h1>Subscription</h1>
    </ProfileLayout>,
  );
}

describe('ProfileLayout', () => {
  it('places the section navigation before <main> and outside it, so the skip link passes it', () => {
    renderProfile();
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    const main = screen.getByRole('main');
    expect(main).not.toContainElement(nav);
    expect(nav.compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('puts the page content inside <main>', () => {
    renderProfile();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Subscription' }));
  });
});

describe('ProfileNav', () => {
  it('lists the six account sections in order', () => {
    render(<ProfileNav label="Account sections" items={sections} />);
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Profile',
      'Subscription',
      'Transactions',
      'Payment',
      'Settings',
      'Sign out',
    ]);
  });

  it('keeps pinned entries (sign-out) in a list of their own after the scrolling tabs, never inside them', () => {
    render(<ProfileNav label="Account sections" items={sections.map((item) => ({ ...item, pinned: item.id === 'logout' }))} />);
    const [tabs, pinned] = screen.getAllByRole('list');
    expect(within(tabs!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile', 'Subscription', 'Transactions', 'Payment', 'Settings']);
    expect(within(pinned!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sign out']);
    expect(screen.getAllByRole('link').at(-1)).toHaveTextContent('Sign out');
  });

  it('marks only the current section with aria-current="page"', () => {
    render(<ProfileNav label="Account sections" items={sections} />);
    expect(screen.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('sends its links through the given router link with `to`', () => {
    render(<ProfileNav label="Account sections" items={sections} linkAs={TestRouterLink} />);
    const payment = screen.getByRole('link', { name: 'Payment' });
    expect(payment).toHaveAttribute('href', '/en/profile/payment/');
    expect(payment).toHaveAttribute('data-router', 'true');
  });
});
