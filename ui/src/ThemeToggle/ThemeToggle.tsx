import { forwardRef } from 'react';
import { IconButton, type IconButtonProps } from '../IconButton';
import type { ThemeName } from '../theme';
import * as styles from './ThemeToggle.css';

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
      {dark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
});

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} data-icon="moon" aria-hidden="true" focusable="false">
      <path
        d="M20.5 14.2A8.5 8.5 0 0 1 9.8 3.5a8.5 8.5 0 1 0 10.7 10.7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} data-icon="sun" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.25" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
