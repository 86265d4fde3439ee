import { forwardRef, useId, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import * as styles from './ProductPicker.css';

/** A subscription product, identified by its length in days (as the spec looks products up). */
export interface ProductPickerOption {
  /** The product's length in days; it identifies the product. */
  days: number;
  /** Already formatted by the caller, e.g. "€4.99"; prices are not part of the spec. */
  price?: string;
}

export interface ProductPickerProps {
  /** The products on offer, in the order shown; none shows the empty state instead. */
  products: readonly ProductPickerOption[];
  /** The selected product's days, or null before a choice. */
  value: number | null;
  /** Called with the days of the product the user picks. */
  onChange: (days: number) => void;
  /** The group's name, e.g. "Subscription period". */
  label: string;
  /** The option's text for a number of days ("30 days"); plural rules belong to the caller. */
  daysLabel: (days: number) => string;
  /** Shown instead of the options when there are none. */
  emptyTitle: string;
  /** Why there are no products, below `emptyTitle`. */
  emptyDescription?: string;
  /** What the user can do instead when there are no products, usually a Button. */
  emptyAction?: ReactNode;
  /**
   * Locks the choice (while a payment starts, say).
   * @default false
   */
  disabled?: boolean;
  /** The radios' form name; generated when left out. */
  name?: string;
}

/**
 * Native radios inside a fieldset: one choice, arrow keys move the selection, Tab enters
 * and leaves the group as one stop — the platform's radio behaviour, not a re-implementation.
 *
 * **Use it** to choose one plan (game and days) before paying: radio cards with price.
 *
 * **Use something else** a select when there are more than a handful of options.
 *
 * **Don't** preselect the most expensive plan or hide prices until later.
 */
export const ProductPicker = forwardRef<HTMLFieldSetElement, ProductPickerProps>(function ProductPicker({
  products,
  value,
  onChange,
  label,
  daysLabel,
  emptyTitle,
  emptyDescription,
  emptyAction,
  disabled = false,
  name,
}, ref) {
  const generatedName = useId();
  const groupName = name ?? generatedName;

  if (products.length === 0) {
    return (
      <section aria-label={label} data-empty="true">
        <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} headingLevel={3} />
      </section>
    );
  }

  return (
    <fieldset ref={ref} className={styles.root} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.options}>
        {products.map((product) => {
          const checked = product.days === value;
          return (
            <label key={product.days} className={styles.option} data-checked={checked || undefined}>
              <input
                type="radio"
                className={styles.radio}
                name={groupName}
                value={product.days}
                checked={checked}
                onChange={() => onChange(product.days)}
              />
              <span className={styles.days}>{daysLabel(product.days)}</span>
              {product.price ? <span className={styles.price}>{product.price}</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});
