/**
 * A transaction's receipt: the transactions page with `?receipt=<id>` (a printable view of one
 * row, so no route of its own). `path` localizes an unprefixed path (useLocale().path).
 */
export function receiptPath(path: (unprefixed: string) => string, id: string | number): string {
  return `${path('/profile/transactions/')}?${new URLSearchParams({ receipt: String(id) })}`;
}

export function receiptIdFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('receipt');
  return id === null || id === '' ? null : id;
}
