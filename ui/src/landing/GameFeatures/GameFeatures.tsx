import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../../Card';
import { LandingSection } from '../shared/LandingSection';
import * as styles from './GameFeatures.css';

export interface GameFeatureList {
  /** Stable id of the game (used as the React key and as `data-game`). */
  id: string;
  name: string;
  tagline: string;
  features: string[];
  /**
   * The game's price list (`GamePriceList`), at the card's end; left out where no prices are
   * known. A slot, so a page can load the list's code after its first load.
   */
  prices?: ReactNode;
}

export interface GameFeaturesProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The section's `h2`, which also names the section. */
  heading: string;
  /** A sentence under the heading saying what the section offers. */
  lead?: string;
  /** One entry per game: its name, tagline, features and (optionally) prices. */
  games: GameFeatureList[];
}

function Game({ game }: { game: GameFeatureList }) {
  return (
    <Card as="article" title={game.name} headingLevel={3} data-game={game.id}>
      <p className={styles.tagline}>{game.tagline}</p>
      <ul className={styles.features}>
        {game.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            {feature}
          </li>
        ))}
      </ul>
      {game.prices}
    </Card>
  );
}

/**
 * What the tool does in each game: one headed list per game, side by side on wide screens.
 *
 * **Use it** to present each game and what the skins change in it.
 *
 * **Use something else** a Card grid for things that are not games.
 *
 * **Don't** list more than a few features per game.
 */
export const GameFeatures = forwardRef<HTMLElement, GameFeaturesProps>(function GameFeatures({ heading, lead, games, ...rest }, ref) {
  return (
    <LandingSection ref={ref} heading={heading} lead={lead} {...rest}>
      <div className={styles.grid}>
        {games.map((game) => (
          <Game key={game.id} game={game} />
        ))}
      </div>
    </LandingSection>
  );
});
