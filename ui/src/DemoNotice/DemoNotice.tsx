import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './DemoNotice.css';

export interface DemoNoticeProps extends HTMLAttributes<HTMLParagraphElement> {
  /** What the visitor should know ("Demo: the data is not real"), translated by the caller. */
  children: ReactNode;
}

/** A small fixed note that the site runs on demo data; a `note`, not an alert: nothing is wrong. */
export function DemoNotice({ children, className, ...rest }: DemoNoticeProps) {
  return (
    <p role="note" className={cx(styles.root, className)} data-demo-notice="" {...rest}>
      {children}
    </p>
  );
}
