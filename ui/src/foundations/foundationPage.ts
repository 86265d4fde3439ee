/**
 * The parameters of a Foundations page: its description on the docs page, and no Controls
 * (the page is generated from `ui/src/theme/tokens.ts`, which is its only input).
 */
export function foundationPage(description: string) {
  return { docs: { description: { component: description } }, controls: { disable: true } };
}
