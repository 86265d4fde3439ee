import { render, screen } from '@testing-library/react';
import { Logo, logoVariants } from './Logo';

describe('Logo', () => {
  it.each(logoVariants)('keeps the product name in the text in the %s variant', (variant) => {
    render(<Logo name="Chameleon" variant={variant} />);
    expect(screen.getByText('Chameleon')).toBeInTheDocument();
  });

  it('shows the wordmark in the full variant', () => {
    render(<Logo name="Chameleon" variant="full" />);
    expect(screen.getByText('Chameleon')).toBeVisible();
  });

  it('hides the drawn mark from assistive technology', () => {
    const { container } = render(<Logo name="Chameleon" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
