// Which browser viewport a story is tested and screenshotted at. Stories pick one of
// Storybook's viewports with `globals: { viewport: { value: 'mobile1' } }`; the
// Storybook UI resizes its canvas for that, but a page that loads iframe.html directly
// (the story checks, the visual tests) has to size itself.

/** Stories without a viewport global: a desktop-sized canvas. */
export const defaultViewport = { width: 1280, height: 800 };

const px = (value) => (typeof value === 'number' ? value : Number.parseInt(String(value), 10));

/**
 * @param {{ storyGlobals?: Record<string, any>, parameters?: Record<string, any> }} story
 *   a prepared story as `__STORYBOOK_PREVIEW__.storyStore.loadStory()` returns it
 * @returns {{ width: number, height: number }}
 */
export function viewportFor(story) {
  const selected = story.storyGlobals?.viewport;
  const option = selected?.value ? story.parameters?.viewport?.options?.[selected.value] : undefined;
  if (!option) return defaultViewport;
  const width = px(option.styles.width);
  const height = px(option.styles.height);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return defaultViewport;
  return selected.isRotated ? { width: height, height: width } : { width, height };
}
