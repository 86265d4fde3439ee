/**
 * An amount in the currency's minor unit (cents, kopecks; the reference API's unit), as the
 * page's language writes money, with the currency's own number of decimals (JPY has none).
 * Null when either part is missing: the screen then shows what it has without a price.
 */
export function formatPrice(minorUnits: number | null, currency: string | null, language: string): string | null {
  if (minorUnits === null || currency === null) return null;
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    return format.format(minorUnits / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${minorUnits / 100} ${currency}`;
  }
}
