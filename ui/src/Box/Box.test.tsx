import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { Box } from './Box';

describe('Box', () => {
  it('renders a div with no class when given no layout props', () => {
    render(<Box data-testid="box">Body</Box>);
    const box = screen.getByTestId('box');
    expect(box.tagName).toBe('DIV');
    expect(box).not.toHaveAttribute('class');
  });

  it('turns layout props into classes and keeps them off the element', () => {
    render(<Box data-testid="box" display="flex" gap="md" alignItems="center" />);
    const box = screen.getByTestId('box');
    expect(box.classList.length).toBe(3);
    expect(box).not.toHaveAttribute('gap');
    expect(box).not.toHaveAttribute('display');
  });

  it('passes native props and the element to render through', () => {
    render(
      <Box as="section" aria-label="Account" id="account">
        Body
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Account' })).toHaveAttribute('id', 'account');
  });

  it('keeps the caller\'s class after its own', () => {
    render(<Box data-testid="box" display="block" className="surface" />);
    expect(screen.getByTestId('box').className).toMatch(/^\S+ surface$/);
  });

  it('forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Box ref={ref} data-testid="box" />);
    expect(ref.current).toBe(screen.getByTestId('box'));
  });
});
