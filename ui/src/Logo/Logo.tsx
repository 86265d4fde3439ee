import { forwardRef } from 'react';
import { cx } from '../utils';
import * as styles from './Logo.css';
import { logoMarkGeometry } from './logoMark';

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
  /**
   * What is drawn: `full` the mark and the wordmark, `mark` only the mark, `responsive` drops the
   * wordmark on the narrowest phones. The name stays the accessible name in every variant.
   * @default 'full'
   */
  variant?: LogoVariant;
  className?: string;
}

/**
 * **Use it** for the product's mark and name; `responsive` drops the wordmark on the narrowest
 * phones.
 *
 * **Use something else** nothing: draw the brand only through it.
 *
 * **Don't** recolour it or set the name as an image.
 */
export const Logo = forwardRef<HTMLSpanElement, LogoProps>(function Logo({ name, variant = 'full', className }, ref) {
  return (
    <span ref={ref} className={cx(styles.root, className)} data-variant={variant}>
      <LogoMark />
      <span className={styles.wordmark[variant]}>{name}</span>
    </span>
  );
});


// A chameleon's eye and curled tail in one stroke: recognisable at 24 px.
function LogoMark() {
  const { viewBox, tileRadius, tail, strokeWidth, eye } = logoMarkGeometry;
  return (
    <svg className={styles.mark} viewBox={viewBox} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx={tileRadius} className={styles.markTile} />
      <path
        d={tail}
        fill="none"
        className={styles.markStroke}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={eye.cx} cy={eye.cy} r={eye.r} className={styles.markEye} />
    </svg>
  );
}
