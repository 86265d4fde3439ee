import { render, screen } from '@testing-library/react';
import { StatusBadge, statusBadgeTones } from './StatusBadge';

describe('StatusBadge', () => {
  it('says the status in words', () => {
    render(<StatusBadge tone="success">Active</StatusBadge>);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('is neutral unless told otherwise', () => {
    render(<StatusBadge>No subscription</StatusBadge>);
    expect(screen.getByText('No subscription')).toHaveAttribute('data-tone', 'neutral');
  });

  it.each(statusBadgeTones)('exposes the %s tone', (tone) => {
    render(<StatusBadge tone={tone}>Status</StatusBadge>);
    expect(screen.getByText('Status')).toHaveAttribute('data-tone', tone);
  });

  it('adds nothing to the text a screen reader hears', () => {
    render(
      <p>
        Subscription: <StatusBadge tone="danger">Expired</StatusBadge>
      </p>,
    );
    expect(screen.getByText(/Subscription/)).toHaveTextContent('Subscription: Expired');
    expect(screen.getByText('Expired').querySelector('[aria-hidden="true"]')).toBeEmptyDOMElement();
  });
});
