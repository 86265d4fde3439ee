import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders a div with its children in order', () => {
    render(
      <Stack space="md" data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(Array.from(stack.children).map((child) => child.textContent)).toEqual(['First', 'Second']);
  });

  it('renders the element it is given, with its native attributes', () => {
    render(
      <Stack as="ul" space="xs" aria-label="Games">
        <li>Game</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Games' })).toBeInTheDocument();
  });

  it('takes a different class for each step of the spacing scale', () => {
    const { rerender } = render(<Stack space="xs" data-testid="stack" />);
    const small = screen.getByTestId('stack').className;
    rerender(<Stack space="xl" data-testid="stack" />);
    expect(screen.getByTestId('stack').className).not.toBe(small);
  });

  it('adds the caller\'s class to its own', () => {
    render(<Stack space="md" className="card" data-testid="stack" />);
    expect(screen.getByTestId('stack').className).toMatch(/\bcard$/);
    expect(screen.getByTestId('stack').classList.length).toBeGreaterThan(1);
  });

  it('changes its classes when centred', () => {
    const { rerender } = render(<Stack space="md" data-testid="stack" />);
    const stretched = screen.getByTestId('stack').className;
    rerender(<Stack space="md" align="center" data-testid="stack" />);
    expect(screen.getByTestId('stack').className).not.toBe(stretched);
  });

  it('forwards its ref to the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Stack space="md" ref={ref} data-testid="stack" />);
    expect(ref.current).toBe(screen.getByTestId('stack'));
  });
});
