import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import * as buttonStyles from '../Button/Button.css';
import { cx } from '../utils';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The button's accessible name: with no visible text, this is all a screen reader hears. */
  label: string;
  /** The icon; decorative, hidden from assistive technology. */
  children: ReactNode;
  /**
   * As Button's: `ghost` in bars and beside text (close, menu), `secondary` where it must stand out.
   * @default 'ghost'
   */
  variant?: ButtonVariant;
  /**
   * A square of the control height: `sm` 36 px in dense places (a toast's close), `md` 44 px
   * (the touch target), `lg` 52 px.
   * @default 'md'
   */
  size?: ButtonSize;
}

/**
 * **Use it** for a compact action named by an icon (close, menu, show password); the `label` is its
 * accessible name.
 *
 * **Use something else** Button whenever there is room for a word: icons alone are guessed at.
 *
 * **Don't** leave `label` empty or repeat the icon's look in it ("X"); name the action ("Close").
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', size = 'md', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(
        buttonStyles.root,
        buttonStyles.variant[variant],
        styles.root,
        styles.size[size],
        className,
      )}
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        {children}
      </span>
    </button>
  );
});
