import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('is an e-mail input for autofill and phone keyboards', () => {
    render(<EmailField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('lets the caller change the autofill hint', () => {
    render(<EmailField label="Email" autoComplete="username" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'username');
  });

  it('wires the error like any field', () => {
    render(<EmailField label="Email" error="Please enter a valid email" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<EmailField label="Email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
