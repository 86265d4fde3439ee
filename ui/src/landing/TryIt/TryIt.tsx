import { forwardRef, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { AnchorLink, type LinkComponent } from '../../layouts/Page/SiteLink';
import { cx } from '../../utils';
import { LandingSection } from '../shared/LandingSection';
import * as shared from '../shared/landing.css';
import type { LandingAction } from '../shared/types';
import * as styles from './TryIt.css';

export interface TryItStep {
  title: string;
  text: string;
}

export interface TryItProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's `h2`, which also names the section. */
  heading: string;
  /** A sentence under the heading saying what the section offers. */
  lead?: string;
  /** In order: create an account, confirm it via a bot, launch. */
  steps: TryItStep[];
  /** Where to start (sign-up), rendered with `linkAs`. */
  action?: LandingAction;
  /**
   * The router's link (Gatsby's `Link`) for the action.
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
}

/**
 * The way in, as numbered steps, ending with the action that starts it.
 *
 * **Use it** for the numbered steps from sign-up to the first skin, with the action that starts
 * them.
 *
 * **Use something else** DownloadCard's steps for installing the launcher.
 *
 * **Don't** number things that are not a sequence.
 */
export const TryIt = forwardRef<HTMLElement, TryItProps>(function TryIt({ heading, lead, steps, action, linkAs = AnchorLink, ...rest }, ref) {
  return (
    <LandingSection ref={ref} heading={heading} lead={lead} {...rest}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <Card title={step.title} headingLevel={3} className={cx(shared.fill, styles.card)}>
              <p className={shared.mutedText}>{step.text}</p>
            </Card>
          </li>
        ))}
      </ol>
      {action ? (
        <div className={styles.action}>
          <Button linkAs={linkAs} to={action.href} variant="primary" size="lg" className={shared.wrappingAction}>
            {action.label}
          </Button>
        </div>
      ) : null}
    </LandingSection>
  );
});
