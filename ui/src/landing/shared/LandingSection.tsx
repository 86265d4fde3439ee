import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Stack } from '../../Stack';
import { cx } from '../../utils';
import * as styles from './LandingSection.css';

export interface LandingSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's `h2`; it also names the section for assistive technology. */
  heading: string;
  /** A sentence under the heading saying what the section offers. */
  lead?: string;
  /** The section's content, under the heading and lead. */
  children: ReactNode;
}

/** The frame every landing section shares: a named `<section>` with an `h2` and an optional lead. */
export const LandingSection = forwardRef<HTMLElement, LandingSectionProps>(function LandingSection({ heading, lead, children, className, ...rest }, ref) {
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <Stack as="header" space="xs" className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </Stack>
        {children}
      </div>
    </section>
  );
});
