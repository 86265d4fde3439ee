/**
 * The parameters of a Foundations page: its description on the docs page, and no Controls
 * (the page is generated from its source, `ui/src/theme/tokens.ts` unless named, which is its
 * only input). Its stories render the page's `component` as it is (no args).
 */
export function foundationPage(description: string, source = 'ui/src/theme/tokens.ts') {
  const generated = `Generated from \`${source}\`: change it and this page follows.`;
  return { docs: { description: { component: `${description}\n\n${generated}` } }, controls: { disable: true }, status: null };
}
