export { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';
export type { InlineProps, InlineAlignment, InlineVerticalAlignment } from './Inline';
