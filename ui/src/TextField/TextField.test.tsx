import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input with the visible label', () => {
    render(<TextField label="Login" />);
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveAttribute('type', 'text');
  });

  it('is reached with Tab and typed into', async () => {
    const user = userEvent.setup();
    render(<TextField label="Login" />);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Login' });
    expect(input).toHaveFocus();
    await user.keyboard('player_one');
    expect(input).toHaveValue('player_one');
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Login" hint="Latin letters and digits" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Latin letters and digits');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<TextField label="Login" error="Invalid login" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid login');
  });

  it('reads hint and error together, hint first', () => {
    render(<TextField label="Login" hint="Latin letters and digits" error="Invalid login" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Latin letters and digits Invalid login');
  });

  it('keeps a description the caller adds', () => {
    render(
      <>
        <p id="extra">Shown on your profile</p>
        <TextField label="Login" aria-describedby="extra" error="Invalid login" />
      </>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Invalid login Shown on your profile');
  });

  it('marks a required field without adding the marker to the name', () => {
    render(<TextField label="Login" required />);
    const input = screen.getByRole('textbox', { name: 'Login' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('disables the input', async () => {
    const user = userEvent.setup();
    render(<TextField label="Login" disabled />);
    const input = screen.getByRole('textbox');
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(input).toHaveValue('');
  });

  it('passes native input props through', () => {
    render(<TextField label="Login" name="login" autoComplete="username" maxLength={32} placeholder="player_one" />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('name', 'login');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).toHaveAttribute('maxlength', '32');
    expect(input).toHaveAttribute('placeholder', 'player_one');
  });

  it('reports changes like a plain input', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="Login" onChange={(event) => onChange(event.target.value)} />);
    await user.type(screen.getByRole('textbox'), 'ab');
    expect(onChange).toHaveBeenLastCalledWith('ab');
  });

  it('uses the id it is given', () => {
    render(<TextField label="Login" id="login" />);
    expect(screen.getByLabelText('Login')).toHaveAttribute('id', 'login');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Login" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});

describe('text entered before the page was interactive', () => {
  it('is handed to the caller as a change when the static page hydrates', async () => {
    const { TextEncoder } = await import('node:util');
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<TextField label="Login" value="" onChange={() => undefined} />);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'demo';
    const onChange = jest.fn((event: { target: HTMLInputElement }) => event.target.value);
    await act(async () => {
      hydrateRoot(container, <TextField label="Login" value="" onChange={onChange} />);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.results[0]?.value).toBe('demo');
    container.remove();
  });

  it('is not reported when the input holds what the caller gave it', () => {
    const onChange = jest.fn();
    render(<TextField label="Login" value="demo" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });
});
