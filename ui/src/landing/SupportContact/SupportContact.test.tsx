import { render, screen } from '@testing-library/react';
import { SupportContact } from './SupportContact';

const email = { label: 'Email', address: 'support@chameleon.example' };
const telegram = { label: 'Telegram chat', href: 'https://t.me/chameleon_support', linkText: 'Message support', newTabHint: '(opens in a new tab)' };

describe('SupportContact', () => {
  it('titles the section with a level 2 heading', () => {
    render(<SupportContact heading="Need a hand?" text="Write to us." email={email} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Need a hand?' })).toBeInTheDocument();
  });

  it('links the support address with mailto', () => {
    render(<SupportContact heading="Need a hand?" text="Write to us." email={email} />);
    expect(screen.getByRole('link', { name: email.address })).toHaveAttribute('href', `mailto:${email.address}`);
  });

  it('opens the Telegram support chat in a new tab without handing over the opener', () => {
    render(<SupportContact heading="Need a hand?" text="Write to us." telegram={telegram} />);
    const link = screen.getByRole('link', { name: 'Message support (opens in a new tab)' });
    expect(link).toHaveAttribute('href', telegram.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers both channels when both are given', () => {
    render(<SupportContact heading="Need a hand?" text="Write to us." email={email} telegram={telegram} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('shows only the e-mail channel when no Telegram chat is given', () => {
    render(<SupportContact heading="Need a hand?" text="Write to us." email={email} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Telegram chat')).not.toBeInTheDocument();
  });
});
