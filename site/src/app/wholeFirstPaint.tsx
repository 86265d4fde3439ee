/** The id of the loader that replaces Gatsby's bundle tags at the end of every page's body (the build plugin writes it). */
export const paintFirstLoaderId = 'chameleon-paint-first';

/**
 * For the page's `<head>`: no rendering until the parser has reached the paint-first loader at
 * the end of the body, so the first paint is the whole static page. Without it a slow phone's
 * parser, or a stalled packet, paints the part that has arrived (the header alone): its
 * controls then grow as the rest comes (a layout shift), and the loader, finding a paint made,
 * requests the bundles before the page's largest element has painted. The page's HTML fits in
 * the first round trip (docs/performance.md), so holding the paint for the rest of it costs
 * next to nothing. Browsers without `rel=expect` ignore it and paint as before.
 */
export function WholeFirstPaint() {
  return <link rel="expect" href={`#${paintFirstLoaderId}`} blocking="render" />;
}
