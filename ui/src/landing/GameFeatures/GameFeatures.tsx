import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Card } from '../../Card';
import { LandingSection } from '../shared/LandingSection';
import * as styles from './GameFeatures.css';

export interface GamePrice {
  /** The period as the page says it ("30 days"). */
  period: string;
  /** The formatted amount ("$14.99"). */
  price: string;
}

export interface GamePrices {
  /** The list's name ("Prices"). */
  label: string;
  /**
   * The periods on sale with their prices; null while they load: three rows (the catalogue's
   * periods per game) keep their place, so nothing below moves when they arrive.
   */
  rows: GamePrice[] | null;
}

export interface GameFeatureList {
  /** Stable id of the game (used as the React key and as `data-game`). */
  id: string;
  name: string;
  tagline: string;
  features: string[];
  /** Left out where no prices are known (the list is not drawn at all). */
  prices?: GamePrices;
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
      {game.prices ? <Prices prices={game.prices} /> : null}
    </Card>
  );
}

function Prices({ prices: { label, rows } }: { prices: GamePrices }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-busy={rows === null || undefined} className={styles.prices}>
      <p id={labelId} className={styles.pricesLabel}>
        {label}
      </p>
      {rows === null ? (
        // The rows' room, empty: no placeholder drawing to ship with the landing's first load.
        <div className={styles.reservedRows} />
      ) : (
        <dl className={styles.priceRows}>
          {rows.map((row) => (
            <div key={row.period} className={styles.priceRow}>
              <dt>{row.period}</dt>
              <dd className={styles.price}>{row.price}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
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
