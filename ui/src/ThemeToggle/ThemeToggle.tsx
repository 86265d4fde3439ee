import { forwardRef } from 'react';
import { IconButton, type IconButtonProps } from '../IconButton';
import type { ThemeName } from '../theme';
import * as styles from './ThemeToggle.css';
import { MoonIcon, SunIcon } from '../icons';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'children' | 'onClick' | 'aria-pressed'> {
  /** The theme in use; the icon shows it. */
  theme: ThemeName;
  /** Names the toggle as "dark theme": it is pressed while the dark theme is on. */
  label: string;
  /** Receives the theme to switch to. */
  onToggle: (next: ThemeName) => void;
}

/**
 * A toggle button: pressed means dark, so the name stays the same in both states.
 *
 * **Use it** in the Header to switch dark/light; pressed means dark.
 *
 * **Use something else** nothing: it is the only theme control.
 *
 * **Don't** change its label with the state (the pressed state says it).
 */
export const ThemeToggle = forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle({ theme, label, onToggle, ...rest }, ref) {
  const dark = theme === 'dark';
  return (
    <IconButton
      ref={ref}
      {...rest}
      label={label}
      aria-pressed={dark}
      data-theme-state={theme}
      onClick={() => onToggle(dark ? 'light' : 'dark')}
    >
      {dark ? <MoonIcon className={styles.icon} data-icon="moon" /> : <SunIcon className={styles.icon} data-icon="sun" />}
    </IconButton>
  );
});
