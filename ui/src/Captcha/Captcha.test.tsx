import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Captcha } from './Captcha';
import { DevCaptcha } from './DevCaptcha';

describe('Captcha', () => {
  it('is a group named by its label holding the widget', () => {
    render(
      <Captcha label="Security check">
        <iframe title="captcha widget" />
      </Captcha>,
    );
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(group).toContainElement(screen.getByTitle('captcha widget'));
    expect(group).not.toHaveAttribute('data-invalid');
  });

  it('describes the group with its error', () => {
    render(
      <Captcha label="Security check" error="Captcha check failed">
        <iframe title="captcha widget" />
      </Captcha>,
    );
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(group).toHaveAccessibleDescription('Captcha check failed');
    expect(group).toHaveAttribute('data-invalid', 'true');
  });
});

describe('DevCaptcha', () => {
  const label = 'I am not a robot (development)';

  it('is a checkbox named by its label, unticked at first', () => {
    render(<DevCaptcha label={label} token="dev-token" onToken={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
  });

  it('hands over the token when ticked', async () => {
    const user = userEvent.setup();
    const onToken = jest.fn();
    render(<DevCaptcha label={label} token="dev-token" onToken={onToken} />);
    await user.click(screen.getByRole('checkbox', { name: label }));
    expect(onToken).toHaveBeenCalledWith('dev-token');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('withdraws the token when unticked', async () => {
    const user = userEvent.setup();
    const onToken = jest.fn();
    render(<DevCaptcha label={label} token="dev-token" onToken={onToken} />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('checkbox'));
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('is ticked from the keyboard with Tab and Space', async () => {
    const user = userEvent.setup();
    const onToken = jest.fn();
    render(<DevCaptcha label={label} token="dev-token" onToken={onToken} />);
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(onToken).toHaveBeenCalledWith('dev-token');
  });

  it('can be cleared from outside when controlled', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [token, setToken] = useState<string | null>(null);
      return (
        <>
          <DevCaptcha label={label} token="dev-token" onToken={setToken} checked={token !== null} />
          <button type="button" onClick={() => setToken(null)}>
            Reset
          </button>
        </>
      );
    }
    render(<Harness />);
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('cannot be ticked when disabled', async () => {
    const user = userEvent.setup();
    const onToken = jest.fn();
    render(<DevCaptcha label={label} token="dev-token" onToken={onToken} disabled />);
    await user.click(screen.getByRole('checkbox'));
    expect(onToken).not.toHaveBeenCalled();
  });
});
