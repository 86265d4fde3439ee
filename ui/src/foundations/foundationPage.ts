/**
 * The parameters of a Foundations page: its description on the docs page, and no Controls
 * (the page is generated from `ui/src/theme/tokens.ts`, which is its only input). Its stories
 * render the page's `component` as it is (no args).
 */
export function foundationPage(description: string) {
  const generated = 'Generated from `ui/src/theme/tokens.ts`: change a token and this page follows.';
  return { docs: { description: { component: `${description}\n\n${generated}` } }, controls: { disable: true } };
}
