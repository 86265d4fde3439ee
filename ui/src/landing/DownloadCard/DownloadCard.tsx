import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { Inline } from '../../Inline';
import { Stack } from '../../Stack';
import { cx } from '../../utils';
import { LandingSection } from '../shared/LandingSection';
import * as shared from '../shared/landing.css';
import * as styles from './DownloadCard.css';

export interface DownloadCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's `h2`, which also names the section. */
  heading: string;
  /** What the launcher is for, in a sentence, under the heading. */
  description: string;
  /** The launcher's download URL (from runtime configuration). */
  href: string;
  /** The download button's text, e.g. "Download the launcher". */
  downloadLabel: string;
  /** Already worded, e.g. "Version 2.4.1". */
  version?: string;
  /** Already worded, e.g. "Windows 10 and 11, 64-bit". */
  platform?: string;
  /** The title over the install steps, e.g. "How to install". */
  stepsHeading: string;
  /** Short steps in order: download, install, sign in. */
  steps: string[];
}

/**
 * Where the launcher is downloaded, with what it runs on and how to get going.
 *
 * **Use it** for the launcher download: file, size, version and the install steps.
 *
 * **Use something else** Button with `href` for a download without details.
 *
 * **Don't** hide the file size or the system requirements.
 */
export const DownloadCard = forwardRef<HTMLElement, DownloadCardProps>(function DownloadCard({
  heading,
  description,
  href,
  downloadLabel,
  version,
  platform,
  stepsHeading,
  steps,
  ...rest
}, ref) {
  const stepsId = useId();
  const meta = [version, platform].filter((item): item is string => Boolean(item));
  return (
    <LandingSection ref={ref} heading={heading} {...rest}>
      <Card>
        <div className={styles.body}>
          <Stack space="md" align="start" className={styles.get}>
            <p className={shared.mutedText}>{description}</p>
            {meta.length > 0 ? (
              <Inline as="ul" space="xs" className={styles.meta}>
                {meta.map((item) => (
                  <li key={item} className={styles.metaItem}>
                    {item}
                  </li>
                ))}
              </Inline>
            ) : null}
            <Button href={href} variant="primary" size="lg" className={cx(styles.download, shared.wrappingAction)}>
              {downloadLabel}
            </Button>
          </Stack>
          <div>
            <h3 id={stepsId} className={cx(shared.subheading, styles.stepsHeading)}>
              {stepsHeading}
            </h3>
            <Stack as="ol" space="sm" aria-labelledby={stepsId} className={styles.steps}>
              {steps.map((step) => (
                <li key={step} className={styles.step}>
                  {step}
                </li>
              ))}
            </Stack>
          </div>
        </div>
      </Card>
    </LandingSection>
  );
});
