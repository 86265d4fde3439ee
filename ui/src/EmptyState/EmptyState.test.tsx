import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('states what is empty as a heading', () => {
    render(<EmptyState title="No transactions yet" />);
    expect(screen.getByRole('heading', { level: 2, name: 'No transactions yet' })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<EmptyState title="No transactions yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('shows a description when given', () => {
    render(<EmptyState title="No transactions yet" description="Your purchases will appear here." />);
    expect(screen.getByText('Your purchases will appear here.')).toBeInTheDocument();
  });

  it('offers the action it is given', () => {
    render(<EmptyState title="No transactions yet" action={<a href="/profile/payment">Go to payment</a>} />);
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/profile/payment');
  });

  it('hides the icon from assistive technology', () => {
    render(<EmptyState title="No transactions yet" icon={<svg data-testid="icon" />} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
