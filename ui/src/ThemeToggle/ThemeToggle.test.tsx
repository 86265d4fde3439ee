import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('is a pressed toggle while the dark theme is on, showing the moon', () => {
    render(<ThemeToggle theme="dark" label="Dark theme" onToggle={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'moon');
  });

  it('is not pressed in the light theme, showing the sun', () => {
    render(<ThemeToggle theme="light" label="Dark theme" onToggle={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'sun');
  });

  it('asks for the light theme when clicked in the dark one', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<ThemeToggle theme="dark" label="Dark theme" onToggle={onToggle} />);
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(onToggle).toHaveBeenCalledWith('light');
  });

  it('asks for the dark theme from the keyboard in the light one', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<ThemeToggle theme="light" label="Dark theme" onToggle={onToggle} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledWith('dark');
  });
});
