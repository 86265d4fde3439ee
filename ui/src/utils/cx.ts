/** Joins class names, skipping the falsy ones a condition leaves behind. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
