import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Spinner } from '../Spinner';
import { cx } from '../utils';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

interface ButtonOwnProps {
  /**
   * What the action weighs: `primary` for the screen's main action (one per screen),
   * `secondary` for the others, `ghost` for a quiet one beside them (a card's footer, a
   * toolbar), `danger` for one that destroys or ends something.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Its height: `sm` (36 px) in dense rows, `md` (44 px, the touch target) everywhere else, `lg`
   * (52 px) for a landing page's call to action.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and swallows clicks (and form submits) until it ends.
   * @default false
   */
  loading?: boolean;
  /**
   * Not available now (a form not yet filled). Not for a running request: use `loading`.
   * @default false
   */
  disabled?: boolean;
  /**
   * Fills its container's width (a phone's form, a card's only action).
   * @default false
   */
  fullWidth?: boolean;
  /** A leading icon; it is decorative, the children name the button. */
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A native `<button>`; `type` defaults to `"button"` so it never submits a form by accident. */
export type NativeButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonOwnProps> & {
    linkAs?: never;
    href?: never;
    ref?: Ref<HTMLButtonElement>;
  };

/** `href` turns the button into a plain `<a>`. */
export type AnchorButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'a'>, keyof ButtonOwnProps | 'href'> & {
    linkAs?: never;
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

/**
 * `linkAs` renders a router link component (Gatsby's `Link` with `to`, say) with the button's
 * look: the kit's one name for "the link component to use", as on Header, Footer and Hero.
 */
export type LinkButtonProps<C extends ElementType> = ButtonOwnProps & {
  linkAs: C;
} & Omit<ComponentPropsWithRef<C>, keyof ButtonOwnProps | 'linkAs'>;

export type ButtonProps = NativeButtonProps | AnchorButtonProps;

export interface ButtonComponent {
  (props: NativeButtonProps): ReactElement | null;
  (props: AnchorButtonProps): ReactElement | null;
  <C extends ElementType>(props: LinkButtonProps<C>): ReactElement | null;
  displayName?: string;
}

// The single implementation behind the public overloads above (its props are the docs' table).
type AnyButtonProps = ButtonOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ButtonOwnProps> & {
    /**
     * A router link component (Gatsby's `Link`) to render with the button's look; its own props
     * (`to`) pass through. Leave both this and `href` out for a `<button>`.
     * @default a native <button>
     */
    linkAs?: ElementType;
    /**
     * Renders a plain `<a href>` with the button's look (a download, an anchor on the page).
     * @default a native <button>
     */
    href?: string;
    /**
     * The native button's type; `"submit"` in a form.
     * @default 'button'
     */
    type?: string;
  };

/**
 * **Use it** for an action: submitting a form, confirming, opening a dialog. With `href` or
 * `linkAs` it navigates with a button's look (a page's main call to action).
 *
 * **Use something else** IconButton when the action is an icon with no room for words; a plain text
 * link inside running text.
 *
 * **Don't** put two `primary` buttons side by side, or use `disabled` while a request runs (use
 * `loading`: it keeps focus and says why).
 */
export const Button = forwardRef<HTMLElement, AnyButtonProps>(function Button(
  {
    linkAs,
    href,
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    fullWidth = false,
    icon,
    children,
    className,
    onClick,
    type,
    ...rest
  },
  ref,
) {
  const Element: ElementType = linkAs ?? (href === undefined ? 'button' : 'a');
  const isNativeButton = Element === 'button';
  const blocked = loading || disabled;

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // A native disabled button never fires; a busy one or a disabled link must be stopped here,
    // including the default action (form submit, navigation).
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  // Only props that have a value: an explicit `href: undefined` would override the
  // href a link component computes from its own props (Gatsby's `to`).
  const elementProps: Record<string, unknown> = isNativeButton
    ? { type: type ?? 'button', disabled: disabled && !loading }
    : { ...(href === undefined ? {} : { href }), ...(type === undefined ? {} : { type }) };

  return (
    <Element
      ref={ref}
      className={cx(styles.root, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth, className)}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? 'true' : undefined}
      aria-busy={loading || undefined}
      // Keeps a busy button focusable (native `disabled` would drop keyboard focus to <body>).
      aria-disabled={(loading || (disabled && !isNativeButton)) || undefined}
      {...elementProps}
      {...rest}
      onClick={handleClick}
    >
      <span className={styles.content}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
      {loading ? (
        <span className={styles.spinner}>
          <Spinner decorative size={size === 'lg' ? 'md' : 'sm'} />
        </span>
      ) : null}
    </Element>
  );
}) as unknown as ButtonComponent;

Button.displayName = 'Button';
