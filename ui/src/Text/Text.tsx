import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['neutral', 'muted', 'danger'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /**
   * `md` is the body text role, `xs` the caption role (a date under a row, a footnote); `sm` for
   * secondary lines, `lg` for a lead.
   * @default 'md'
   */
  size?: TextSize;
  /**
   * `muted` for what explains rather than says (a lead, a hint); `danger` for a refusal.
   * @default 'neutral'
   */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /**
   * A paragraph unless it sits inside running text or a term list (`span`, `dd`…).
   * @default 'p'
   */
  as?: ElementType;
  children?: ReactNode;
}

/** Body text at one of the theme's sizes and tones, with no margin of its own: Stack spaces it.  *
 * **Use it** for body text a screen writes itself: a lead under a title (`size="sm"
 * tone="muted"`), a message, a note beside a button (`as="span"`).
 *
 * **Use something else** Heading for headings; FormError for a refused form; the text props of a
 * kit component (Card, EmptyState) when it has them.
 *
 * **Don't** colour text outside the tones (meaning must not rest on a custom colour), or add
 * margins to it (a Stack spaces paragraphs).
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { size = 'md', tone = 'neutral', weight = 'regular', as: Element = 'p', className, ...rest },
  ref,
) {
  return <Element ref={ref} className={cx(styles.root, styles.size[size], styles.tone[tone], weight === 'regular' ? undefined : styles.weight[weight], className)} {...rest} />;
});
