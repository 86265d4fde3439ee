import { cx } from '../utils';
import * as styles from './Logo.css';

/**
 * `full` shows the mark and the wordmark, `mark` only the mark, `responsive` drops the
 * wordmark on the narrowest phones where the header has no room for it. The name is
 * always in the text, so it stays the accessible name whatever is shown.
 */
export const logoVariants = ['full', 'mark', 'responsive'] as const;
export type LogoVariant = (typeof logoVariants)[number];

export interface LogoProps {
  /** The product name, shown as the wordmark. */
  name: string;
  variant?: LogoVariant;
  className?: string;
}

export function Logo({ name, variant = 'full', className }: LogoProps) {
  return (
    <span className={cx(styles.root, className)} data-variant={variant}>
      <LogoMark />
      <span className={styles.wordmark[variant]}>{name}</span>
    </span>
  );
}

// A chameleon's eye and curled tail in one stroke: recognisable at 24 px.
function LogoMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" className={styles.markTile} />
      <path
        d="M23.5 12.5a7.5 7.5 0 1 0-4.2 9.1c-2 .2-3.3-1-3.3-2.6 0-1.5 1.2-2.5 2.6-2.5 1.3 0 2.2.9 2.2 2"
        fill="none"
        className={styles.markStroke}
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="20" cy="11" r="2" className={styles.markEye} />
    </svg>
  );
}
