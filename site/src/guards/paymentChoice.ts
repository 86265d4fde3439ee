/**
 * The product the payment page pays for, carried in its URL (`?game=1&days=30`) so a reload,
 * a bookmark or Back shows the same page (docs/decisions/0020-catalogue-and-payment.md).
 */
export interface PaymentChoice {
  cheatId: number;
  days: number;
}

const positiveNumber = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}(?:\.\d{1,6})?$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

export function paymentChoiceFromSearch(search: string): PaymentChoice | null {
  const params = new URLSearchParams(search);
  const cheatId = positiveNumber(params.get('game'));
  const days = positiveNumber(params.get('days'));
  return cheatId === null || days === null ? null : { cheatId, days };
}

/** The payment page of `choice`; `path` localizes an unprefixed path (useLocale().path). */
export function paymentPath(path: (unprefixed: string) => string, choice: PaymentChoice): string {
  return `${path('/profile/payment/')}?${new URLSearchParams({ game: String(choice.cheatId), days: String(choice.days) })}`;
}

/**
 * Where the checkout sends the user back: the same payment page marked `paid`, which shows
 * what was bought and the new end date instead of the choice.
 */
export function checkoutReturnPath(path: (unprefixed: string) => string, choice: PaymentChoice): string {
  return `${paymentPath(path, choice)}&paid=1`;
}

export function isCheckoutReturn(search: string): boolean {
  return new URLSearchParams(search).get('paid') === '1';
}
