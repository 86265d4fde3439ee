import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './DemoNotice.css';

export interface DemoNoticeProps extends HTMLAttributes<HTMLElement> {
  /** What the visitor should know ("Demo: the data is not real"), translated by the caller. */
  children: ReactNode;
}

/**
 * A band saying that the site runs on demo data; a `note`, not an alert: nothing is wrong.
 * Place it last on the page, in the flow: it never lies over content. It sits outside the
 * page's other landmarks, so it is a landmark of its own (`aside`): every piece of content on a
 * page belongs to one.
 */
export const DemoNotice = forwardRef<HTMLElement, DemoNoticeProps>(function DemoNotice({ children, className, ...rest }, ref) {
  return (
    <aside ref={ref} className={cx(styles.root, className)} data-demo-notice="" {...rest}>
      <p role="note" className={styles.text}>
        {children}
      </p>
    </aside>
  );
});
