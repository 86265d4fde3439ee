import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { Inline } from '../../Inline';
import { AnchorLink, type LinkComponent } from '../../layouts/Page/SiteLink';
import { cx } from '../../utils';
import type { LandingAction } from '../shared/types';
import * as styles from './Hero.css';

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The page's only `h1`. */
  title: string;
  /** The promise in a sentence or two, under the headline. */
  lead: string;
  /** A short line above the headline. */
  eyebrow?: string;
  /** "Try it": an in-app route (sign-up), rendered with `linkAs`. */
  primaryAction: LandingAction;
  /**
   * "Download the launcher": a file URL or an anchor on this page, so always a plain
   * `<a>`; a router link would try to route to it.
   */
  secondaryAction?: LandingAction;
  /**
   * The router's link (Gatsby's `Link`) for the primary action.
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
}

/**
 * The landing page's opening: headline, lead, the two main actions and a CSS-only visual.
 *
 * **Use it** as the landing page's first section: the promise, one primary and one secondary
 * action.
 *
 * **Use something else** LandingSection for any later section.
 *
 * **Don't** add a third action or a second Hero.
 */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero({ title, lead, eyebrow, primaryAction, secondaryAction, linkAs = AnchorLink, className, ...rest }, ref) {
  const titleId = useId();
  return (
    <section ref={ref} aria-labelledby={titleId} className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <Inline space="sm" className={styles.actions}>
            <Button linkAs={linkAs} to={primaryAction.href} variant="primary" size="lg" className={styles.action}>
              {primaryAction.label}
            </Button>
            {secondaryAction ? (
              <Button href={secondaryAction.href} variant="secondary" size="lg" className={styles.action}>
                {secondaryAction.label}
              </Button>
            ) : null}
          </Inline>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <span className={styles.glow} />
          <span className={styles.ring} />
          <span className={styles.swatchA} />
          <span className={styles.swatchB} />
          <span className={styles.eye} />
        </div>
      </div>
    </section>
  );
});
