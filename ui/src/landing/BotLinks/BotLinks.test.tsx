import { render, screen, within } from '@testing-library/react';
import { BotLinks, type BotLink } from './BotLinks';

const bots: BotLink[] = [
  { kind: 'telegram', name: 'Telegram bot', description: 'Confirmation and notifications.', href: 'https://t.me/chameleon_bot', linkLabel: 'Open in Telegram' },
  { kind: 'vk', name: 'VK bot', description: 'The same on VK.', href: 'https://vk.com/chameleon', linkLabel: 'Open in VK' },
];

const renderBots = () => render(<BotLinks heading="Our bots" bots={bots} newTabHint="(opens in a new tab)" />);

describe('BotLinks', () => {
  it('titles the section with a level 2 heading', () => {
    renderBots();
    expect(screen.getByRole('heading', { level: 2, name: 'Our bots' })).toBeInTheDocument();
  });

  it('heads each bot with a level 3 heading', () => {
    renderBots();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Telegram bot', 'VK bot']);
  });

  it.each(bots)('links to the $kind bot', (bot) => {
    renderBots();
    expect(screen.getByRole('link', { name: `${bot.linkLabel} (opens in a new tab)` })).toHaveAttribute('href', bot.href);
  });

  it.each(bots)('opens the $kind bot in a new tab without handing over the opener', (bot) => {
    renderBots();
    const link = screen.getByRole('link', { name: new RegExp(bot.linkLabel) });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says what each bot does', () => {
    renderBots();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Confirmation and notifications.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('The same on VK.')).toBeInTheDocument();
  });

  it('keeps the icons out of the accessibility tree', () => {
    const { container } = renderBots();
    const icons = container.querySelectorAll('svg');
    expect(icons.length).toBeGreaterThan(0);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
  });
});
