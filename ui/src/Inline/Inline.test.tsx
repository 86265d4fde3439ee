import { render, screen } from '@testing-library/react';
import { Inline } from './Inline';

const classOf = (ui: JSX.Element) => {
  const { unmount } = render(ui);
  const className = screen.getByTestId('row').className;
  unmount();
  return className;
};

describe('Inline', () => {
  it('renders its children in a div by default', () => {
    render(
      <Inline space="sm" data-testid="row">
        <button type="button">Buy</button>
        <button type="button">Renew</button>
      </Inline>,
    );
    expect(screen.getByTestId('row').tagName).toBe('DIV');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('renders a list when asked, keeping its items', () => {
    render(
      <Inline as="ul" space="xs" aria-label="Facts">
        <li>Windows</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Facts' })).toContainElement(screen.getByRole('listitem'));
  });

  it('takes its own classes for alignment along and across the row', () => {
    const plain = classOf(<Inline space="sm" data-testid="row" />);
    expect(classOf(<Inline space="sm" align="spaceBetween" data-testid="row" />)).not.toBe(plain);
    expect(classOf(<Inline space="sm" alignY="center" data-testid="row" />)).not.toBe(plain);
  });

  it('collapses into a column below a breakpoint with classes of its own', () => {
    const plain = classOf(<Inline space="sm" data-testid="row" />);
    const belowTablet = classOf(<Inline space="sm" collapseBelow="tablet" data-testid="row" />);
    const belowDesktop = classOf(<Inline space="sm" collapseBelow="desktop" data-testid="row" />);
    expect(new Set([plain, belowTablet, belowDesktop]).size).toBe(3);
  });
});
