import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { FormError } from './FormError';

describe('FormError', () => {
  it('announces the message as an alert', () => {
    render(<FormError message="Incorrect sign-in details" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect sign-in details');
  });

  it.each([undefined, null, '', '   '])('renders nothing for %p', (message) => {
    const { container } = render(<FormError message={message} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows markup in the message as text', () => {
    render(<FormError message="<b>bold</b>" />);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>bold</b>');
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
  });

  it('can take focus through its ref without entering the tab order', () => {
    const ref = createRef<HTMLDivElement>();
    render(<FormError ref={ref} message="Incorrect sign-in details" />);
    ref.current?.focus();
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveAttribute('tabindex', '-1');
  });
});
