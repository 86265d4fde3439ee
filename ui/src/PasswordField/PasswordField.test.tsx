import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

const renderField = (props: Partial<Parameters<typeof PasswordField>[0]> = {}) =>
  render(<PasswordField label="Password" showPasswordLabel="Show password" {...props} />);

/** Renders the field, types a password and puts the caret (or a selection) from `start` to `end`. */
async function renderTypedWithCaret(user: ReturnType<typeof userEvent.setup>, start: number, end: number) {
  renderField();
  const input = screen.getByLabelText<HTMLInputElement>('Password');
  await user.type(input, 'secret12');
  input.setSelectionRange(start, end);
  return input;
}

describe('PasswordField', () => {
  it.each([
    ['hides the password by default', 0, 'password', 'false'],
    ['shows the password when the toggle is pressed', 1, 'text', 'true'],
    ['hides it again on a second press', 2, 'password', 'false'],
  ])('%s', async (_case, presses, type, pressed) => {
    const user = userEvent.setup();
    renderField();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    for (let press = 0; press < presses; press += 1) await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', type);
    expect(toggle).toHaveAttribute('aria-pressed', pressed);
  });

  it('reaches the toggle with Tab after the input and works with Space and Enter', async () => {
    const user = userEvent.setup();
    renderField();
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the value and the caret when toggled', async () => {
    const user = userEvent.setup();
    const input = await renderTypedWithCaret(user, 3, 5);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveValue('secret12');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 5]);
  });

  it('puts the caret back when the browser moves it on the type change', async () => {
    const user = userEvent.setup();
    const input = await renderTypedWithCaret(user, 2, 2);
    // Some browsers send the caret to the end when an input's type changes; jsdom does not, so act it out.
    const setAttribute = input.setAttribute.bind(input);
    jest.spyOn(input, 'setAttribute').mockImplementation((name, value) => {
      setAttribute(name, value);
      if (name === 'type') input.setSelectionRange(8, 8);
    });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
  });

  it('reports visibility changes', async () => {
    const user = userEvent.setup();
    const onVisibleChange = jest.fn();
    renderField({ onVisibleChange });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
  });

  it('can start visible', () => {
    renderField({ defaultVisible: true });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('describes the input with hint and error and marks it invalid', () => {
    renderField({ hint: 'At least 8 characters', error: 'Incorrect password' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Incorrect password');
  });

  it('suggests the current password to password managers unless told otherwise', () => {
    const { unmount } = renderField();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    unmount();
    renderField({ autoComplete: 'new-password' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('disables the input and the toggle together', () => {
    renderField({ disabled: true });
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('marks a required field', () => {
    renderField({ required: true });
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderField({ ref });
    expect(ref.current).toBe(screen.getByLabelText('Password'));
  });

  it('forwards a callback ref to the input', () => {
    const ref = jest.fn();
    renderField({ ref });
    expect(ref).toHaveBeenCalledWith(screen.getByLabelText('Password'));
  });
});
