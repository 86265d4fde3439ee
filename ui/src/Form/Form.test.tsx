import { createRef, useRef, useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { FormError } from '../FormError';
import { TextField } from '../TextField';
import { Form, focusFirstInvalid } from './Form';

describe('Form', () => {
  it('is a form named by its label that leaves validation to the page', () => {
    render(<Form aria-label="Sign in" />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('is busy while loading', () => {
    render(<Form aria-label="Sign in" loading />);
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('submits with Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <Form aria-label="Sign in" onSubmit={onSubmit}>
        <TextField label="Login" required />
        <Button type="submit">Sign in</Button>
      </Form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Login' }), '{Enter}');
    // noValidate: an empty required field does not stop the submit; the page validates.
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards its ref to the form element', () => {
    const ref = createRef<HTMLFormElement>();
    render(<Form aria-label="Sign in" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('form'));
  });
});

describe('focusFirstInvalid', () => {
  function SignIn({ loginError, passwordError }: { loginError?: string; passwordError?: string }) {
    const ref = useRef<HTMLFormElement>(null);
    const [submitted, setSubmitted] = useState(false);
    return (
      <Form
        ref={ref}
        aria-label="Sign in"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          requestAnimationFrame(() => ref.current && focusFirstInvalid(ref.current));
        }}
      >
        <TextField label="Login" error={submitted ? loginError : undefined} />
        <TextField label="Password" error={submitted ? passwordError : undefined} />
        <Button type="submit">Sign in</Button>
      </Form>
    );
  }

  it('moves focus to the first invalid field in document order', async () => {
    const user = userEvent.setup();
    render(<SignIn passwordError="Incorrect password" loginError="Invalid login" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise(requestAnimationFrame);
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveFocus();
  });

  it('skips valid fields', async () => {
    const user = userEvent.setup();
    render(<SignIn passwordError="Incorrect password" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise(requestAnimationFrame);
    expect(screen.getByRole('textbox', { name: 'Password' })).toHaveFocus();
  });

  it('reports when nothing is invalid so focus can go to the form error instead', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Form aria-label="Sign in">
        <FormError ref={ref} message="Incorrect sign-in details" />
        <TextField label="Login" />
      </Form>,
    );
    const found = focusFirstInvalid(screen.getByRole('form'));
    if (!found) ref.current?.focus();
    expect(found).toBe(false);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});

it('posts when submitted without script, so no field ends up in the address', () => {
  render(
    <Form aria-label="Sign in">
      <TextField label="Password" type="password" />
    </Form>,
  );
  expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
});
