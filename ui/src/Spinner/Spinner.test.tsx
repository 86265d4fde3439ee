import { render, screen } from '@testing-library/react';
import { Spinner, spinnerSizes } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each(spinnerSizes)('exposes the %s size', (size) => {
    render(<Spinner label="Loading…" size={size} />);
    expect(screen.getByRole('status')).toHaveAttribute('data-size', size);
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
