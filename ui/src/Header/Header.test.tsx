import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header, type HeaderMenuItem, type HeaderProps } from './Header';
import { TestRouterLink } from '../layouts/Page/testing';

const items: HeaderMenuItem[] = [
  { id: 'home', label: 'Home', href: '/en/' },
  { id: 'settings', label: 'Settings', href: '/en/profile/settings/', current: true },
  { id: 'support', label: 'Support', href: 'https://docs.chameleon-launcher.com/en/support', external: true },
  { id: 'transactions', label: 'Transactions', href: '/en/profile/transactions/' },
  { id: 'subscription', label: 'Subscription', href: '/en/profile/subscription/' },
];

function renderHeader(props: Partial<HeaderProps> = {}) {
  return render(
    <>
      <Header
        home={{ href: '/en/', label: 'Chameleon — home page' }}
        brand="Chameleon"
        menu={{ label: 'Main menu', toggleLabel: 'Menu', items }}
        newTabHint="(opens in a new tab)"
        {...props}
      />
      <button type="button">Outside</button>
    </>,
  );
}

// jsdom cannot navigate: stop link clicks from trying, without hiding them from React.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stopNavigation));
afterEach(() => window.removeEventListener('click', stopNavigation));

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

// jsdom matches no media query, so the header renders as on a phone: entries show once opened.
async function renderOpenHeader(props: Partial<HeaderProps> = {}) {
  const user = userEvent.setup();
  renderHeader(props);
  await user.click(menuButton());
  return user;
}

describe('Header', () => {
  it('links the logo home under its accessible name', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Chameleon — home page' })).toHaveAttribute('href', '/en/');
  });

  it('lists the menu entries in a named navigation landmark', async () => {
    await renderOpenHeader();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Settings',
      'Support (opens in a new tab)',
      'Transactions',
      'Subscription',
    ]);
  });

  it('marks only the current entry with aria-current="page"', async () => {
    await renderOpenHeader();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens an external entry in a new tab, without the opener, and says so', async () => {
    await renderOpenHeader();
    const support = screen.getByRole('link', { name: 'Support (opens in a new tab)' });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('starts collapsed on narrow screens, the button pointing at the hidden panel it controls', () => {
    renderHeader();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toHaveAttribute('data-state', 'closed');
    expect(panel()).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('expands and collapses the menu from the keyboard', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.tab();
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    await user.keyboard(' ');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
  });

  it('closes on Escape from inside the menu and returns focus to the menu button', async () => {
    const user = await renderOpenHeader();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when an entry is chosen', async () => {
    const user = await renderOpenHeader();
    await user.click(screen.getByRole('link', { name: 'Transactions' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the pointer goes down outside the menu', async () => {
    const user = await renderOpenHeader();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus is tabbed out of the menu', async () => {
    const user = await renderOpenHeader({ themeToggle: <button type="button">Dark theme</button> });
    screen.getByRole('link', { name: 'Subscription' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders the language and theme slots', () => {
    renderHeader({
      languageSwitcher: <button type="button">Language EN</button>,
      themeToggle: <button type="button">Dark theme</button>,
    });
    expect(screen.getByRole('button', { name: 'Language EN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
  });

  it('offers the account action as a link inside the menu', async () => {
    await renderOpenHeader({ account: { kind: 'signOut', label: 'Sign out', href: '/en/profile/logout/' } });
    const signOut = screen.getByRole('link', { name: 'Sign out' });
    expect(signOut).toHaveAttribute('href', '/en/profile/logout/');
    expect(signOut).toHaveAttribute('data-kind', 'signOut');
  });

  it('has no navigation and no menu button in the slim form', () => {
    renderHeader({ menu: undefined, account: { kind: 'signIn', label: 'Sign in', href: '/en/auth/sign-in/' } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('puts the slim form\'s account action in one row with the language and theme controls', () => {
    renderHeader({
      menu: undefined,
      languageSwitcher: <button type="button">Language EN</button>,
      themeToggle: <button type="button">Dark theme</button>,
      account: { kind: 'signIn', label: 'Sign in', href: '/en/auth/sign-in/' },
    });
    const row = screen.getByRole('button', { name: 'Language EN' }).parentElement as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends in-app links through the given router link with `to`', async () => {
    await renderOpenHeader({ linkAs: TestRouterLink, account: { kind: 'signIn', label: 'Sign in', href: '/en/auth/sign-in/' } });
    expect(screen.getByRole('link', { name: 'Chameleon — home page' })).toHaveAttribute('data-router', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'true');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('data-router', 'true');
    expect(screen.getByRole('link', { name: /^Support/ })).not.toHaveAttribute('data-router');
  });
});
