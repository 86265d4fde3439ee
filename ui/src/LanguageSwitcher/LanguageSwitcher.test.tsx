import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitcher, switcherLocales, type LanguageSwitcherProps, type SwitcherLocale } from './LanguageSwitcher';

const hrefs: Record<SwitcherLocale, string> = {
  ru: '/profile/transactions/?page=2',
  en: '/en/profile/transactions/?page=2',
  de: '/de/profile/transactions/?page=2',
  es: '/es/profile/transactions/?page=2',
  fr: '/fr/profile/transactions/?page=2',
};

const nativeNames = [
  ['ru', 'Русский'],
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
] as const;

function renderSwitcher(props: Partial<LanguageSwitcherProps> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <LanguageSwitcher locale="de" hrefs={hrefs} label="Sprache" {...props} />
      <button type="button">Outside</button>
    </>,
  );
  return user;
}

const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('click', stopNavigation));
afterEach(() => window.removeEventListener('click', stopNavigation));

const toggle = () => screen.getByRole('button', { name: 'Sprache Deutsch' });

describe('LanguageSwitcher', () => {
  it('names its button with the label and the current language code, collapsed', () => {
    renderSwitcher();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists all five languages once opened', async () => {
    const user = renderSwitcher();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Sprache' });
    expect(toggle()).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('link')).toHaveLength(switcherLocales.length);
  });

  it.each(nativeNames)('links %s by its native name to the caller’s href with lang and hreflang', async (code, name) => {
    const user = renderSwitcher();
    await user.click(toggle());
    const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
    expect(link).toHaveAttribute('href', hrefs[code]);
    expect(link).toHaveAttribute('lang', code);
    expect(link).toHaveAttribute('hreflang', code);
  });

  it('marks the current language', async () => {
    const user = renderSwitcher();
    await user.click(toggle());
    expect(screen.getByRole('link', { name: /^Deutsch/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /^English/ })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen language and closes', async () => {
    const onSelect = jest.fn();
    const user = renderSwitcher({ onSelect });
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: /^Français/ }));
    expect(onSelect).toHaveBeenCalledWith('fr');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with ArrowDown on the current language and moves with the arrow keys', async () => {
    const user = renderSwitcher();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Deutsch/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Español/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: /^English/ })).toHaveFocus();
  });

  it('wraps from the last language to the first', async () => {
    const user = renderSwitcher();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: /^Français/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Русский/ })).toHaveFocus();
  });

  it('chooses a language with Enter', async () => {
    const onSelect = jest.fn();
    const user = renderSwitcher({ onSelect });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('es');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = renderSwitcher();
    await user.tab();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when the pointer goes down outside it', async () => {
    const user = renderSwitcher();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
