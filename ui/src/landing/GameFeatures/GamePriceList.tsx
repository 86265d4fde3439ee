import { forwardRef, useId } from 'react';
import * as styles from './GamePriceList.css';

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

/** A game's periods on sale and their prices, for `GameFeatureList.prices`. */
export const GamePriceList = forwardRef<HTMLDivElement, GamePrices>(function GamePriceList({ label, rows }, ref) {
  const labelId = useId();
  return (
    <div ref={ref} role="group" aria-labelledby={labelId} aria-busy={rows === null || undefined} className={styles.prices}>
      <p id={labelId} className={styles.pricesLabel}>
        {label}
      </p>
      {rows === null ? (
        // The rows' room, empty: nothing drawn that would then be replaced.
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
});
