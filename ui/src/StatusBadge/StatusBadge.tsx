import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './StatusBadge.css';

export const statusBadgeTones = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: StatusBadgeTone;
  /** The status in words ("Active", "Frozen"): the colour only repeats what it says. */
  children: ReactNode;
}

/** A short status label; the tone colours it, the text carries the meaning. */
export function StatusBadge({ tone = 'neutral', children, className, ...rest }: StatusBadgeProps) {
  return (
    <span className={cx(styles.root, styles.tone[tone], className)} data-tone={tone} {...rest}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
