import { forwardRef, type ComponentType, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { Card } from '../../Card';
import { cx } from '../../utils';
import { SiteLink } from '../../layouts/Page/SiteLink';
import { LandingSection } from '../shared/LandingSection';
import * as shared from '../shared/landing.css';
import * as styles from './BotLinks.css';
import { iconSizes, TelegramIcon, VkIcon, type IconProps } from '../../icons';

export const botKinds = ['telegram', 'vk'] as const;
export type BotKind = (typeof botKinds)[number];

const botIcons: Record<BotKind, ComponentType<IconProps>> = { telegram: TelegramIcon, vk: VkIcon };

export interface BotLink {
  kind: BotKind;
  name: string;
  /** What the bot does for the user (confirm the account, notifications, support). */
  description: string;
  href: string;
  /** The link's visible text, e.g. "Open in Telegram". */
  linkLabel: string;
}

export interface BotLinksProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's `h2`, which also names the section. */
  heading: string;
  /** A sentence under the heading saying what the section offers. */
  lead?: string;
  /** The bots in the order shown, each with its icon, what it does and its link. */
  bots: BotLink[];
  /** Told to screen readers after each link label, e.g. "(opens in a new tab)". */
  newTabHint: string;
}

/**
 * The Telegram and VK bots: what each does and a link that opens it in a new tab.
 *
 * **Use it** for links to the Telegram bots, each opening in a new tab with that said.
 *
 * **Use something else** SupportContact for reaching a person.
 *
 * **Don't** add bots the product does not run.
 */
export const BotLinks = forwardRef<HTMLElement, BotLinksProps>(function BotLinks({ heading, lead, bots, newTabHint, ...rest }, ref) {
  return (
    <LandingSection ref={ref} heading={heading} lead={lead} {...rest}>
      <ul className={styles.list}>
        {bots.map((bot) => {
          const Icon = botIcons[bot.kind];
          return (
            <li key={bot.kind} data-bot={bot.kind}>
              <Card
                className={shared.fill}
                headingLevel={3}
                title={
                  <span className={styles.title}>
                    <span className={cx(styles.icon, styles.iconTone[bot.kind])}>
                      <Icon width={iconSizes.lg} height={iconSizes.lg} />
                    </span>
                    {bot.name}
                  </span>
                }
              >
                <p className={cx(shared.mutedText, styles.description)}>{bot.description}</p>
                <Button
                  linkAs={SiteLink}
                  href={bot.href}
                  external
                  newTabHint={newTabHint}
                  variant="secondary"
                  className={cx(styles.action, shared.wrappingAction)}
                >
                  {bot.linkLabel}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
});
