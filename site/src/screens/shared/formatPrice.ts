/** An amount in the currency's minor unit (cents, kopecks), as the page's language writes money. */
export function formatPrice(minorUnits: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorUnits / 100);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency}`;
  }
}
