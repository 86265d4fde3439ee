import { forwardRef, type HTMLAttributes } from 'react';
import { Card } from '../../Card';
import { LandingSection } from '../shared/LandingSection';
import * as styles from './GameFeatures.css';

export interface GameFeatureList {
  /** Stable id of the game (used as the React key and as `data-game`). */
  id: string;
  name: string;
  tagline: string;
  features: string[];
}

export interface GameFeaturesProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  heading: string;
  lead?: string;
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
