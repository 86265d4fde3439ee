import { render, screen } from '@testing-library/react';
import { StatusBadge, statusBadgeVariants } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words', () => {
    render(<StatusBadge variant="success">Active</StatusBadge>);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('is neutral unless told otherwise', () => {
    render(<StatusBadge>No subscription</StatusBadge>);
    expect(screen.getByText('No subscription')).toHaveAttribute('data-variant', 'neutral');
  });

  it.each(statusBadgeVariants)('exposes the %s variant', (variant) => {
    render(<StatusBadge variant={variant}>Status</StatusBadge>);
    expect(screen.getByText('Status')).toHaveAttribute('data-variant', variant);
  });

  it('adds nothing to the text a screen reader hears', () => {
    render(
      <p>
        Subscription: <StatusBadge variant="danger">Expired</StatusBadge>
      </p>,
    );
    expect(screen.getByText(/Subscription/)).toHaveTextContent('Subscription: Expired');
    expect(screen.getByText('Expired').querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });
});
