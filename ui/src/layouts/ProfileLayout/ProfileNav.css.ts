import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media';
import { vars } from '../../theme';

// Phones: the scrolling tabs and, beside them, the pinned entries. Tablets up: one column.
export const root = style({
  display: 'flex',
  width: '100%',
  '@media': { [media.tablet]: { flexDirection: 'column', gap: vars.space.xxs } },
});

const fadeWidth = vars.space.xl;
const barPadding = vars.space.xs;
// Sticky boxes stop at the bar's padding edge; this offset takes the start fade to its very
// edge, so no scrolled tab shows through the padding beside it.
const pastPadding = `calc(-1 * ${barPadding})`;
const chevronSize = '0.45rem';
const chevronInset = vars.space.xxs;
/** An arrow head pointing right (rotated for the start), shown only while there is more that way. */
const chevron = {
  content: '""',
  flexShrink: 0,
  width: chevronSize,
  height: chevronSize,
  borderBlockStart: `2px solid ${vars.color.textMuted}`,
  borderInlineEnd: `2px solid ${vars.color.textMuted}`,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
} as const;

export const list = style({
  position: 'relative',
  display: 'flex',
  flex: '1 1 auto',
  minWidth: 0,
  gap: vars.space.xxs,
  margin: 0,
  paddingBlock: 0,
  paddingInline: barPadding,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollSnapType: 'x proximity',
  selectors: {
    // The start fade: a sticky sliver that takes no room, shown once tabs lie before the edge.
    '&::before': {
      content: '""',
      position: 'sticky',
      insetInlineStart: pastPadding,
      zIndex: 1,
      flexShrink: 0,
      width: fadeWidth,
      // Takes no room: the first tab keeps its place after the bar's padding.
      marginInlineEnd: `calc(${barPadding} - ${fadeWidth} - ${vars.space.xxs})`,
      marginInlineStart: pastPadding,
      background: `linear-gradient(to right, ${vars.color.surface}, transparent)`,
      opacity: 0,
      pointerEvents: 'none',
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-more-start]::before': { opacity: 1 },
    // With it, an arrow ("‹") drawn by two borders: a sign of more that does not rely on
    // text being cut. `order` puts this last pseudo-element first; it takes no room either.
    '&::after': {
      ...chevron,
      order: -1,
      position: 'sticky',
      insetInlineStart: `calc(${chevronInset} - ${barPadding})`,
      zIndex: 2,
      alignSelf: 'center',
      marginInlineEnd: `calc(-1 * ${chevronSize} - ${vars.space.xxs})`,
      transform: 'rotate(-135deg)',
    },
    '&[data-more-start]::after': { opacity: 1 },
  },
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      paddingInline: 0,
      overflowX: 'visible',
      selectors: { '&::before, &::after': { display: 'none' } },
    },
  },
});

export const entry = style({
  flexShrink: 0,
  scrollSnapAlign: 'center',
});

/**
 * The pinned entries (Log out) at the bar's end, beside the scrolling tabs rather than over them.
 * Their start padding holds the arrow and is no target: a tab cut by the bar's edge ends at
 * least 12 px before Log out begins (half the 24 px circle of WCAG 2.2 SC 2.5.8).
 */
export const pinned = style({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space.sm,
  listStyle: 'none',
  background: vars.color.surface,
  boxShadow: `-1px 0 0 ${vars.color.border}`,
  selectors: {
    // The end fade, over the last tabs in view, shown while more tabs lie beyond.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineEnd: '100%',
      width: fadeWidth,
      background: `linear-gradient(to left, ${vars.color.surface}, transparent)`,
      opacity: 0,
      pointerEvents: 'none',
      transition: `opacity ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '[data-more-end] + &::before': { opacity: 1 },
    // With it, an arrow ("›") in the padding, clear of Log out's text.
    '&::after': {
      ...chevron,
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: '0.1rem',
      transform: 'translateY(-50%) rotate(45deg)',
    },
    '[data-more-end] + &::after': { opacity: 1 },
  },
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      paddingInlineStart: 0,
      background: 'transparent',
      boxShadow: 'none',
      selectors: { '&::before, &::after': { display: 'none' } },
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // Tabs mark the current one with an underline; sidebar entries with a filled row.
  boxShadow: 'inset 0 -2px 0 transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    // Pressed previews the current tab's underline in the neutral border colour.
    '&:active': { color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.color.borderStrong}` },
    '&[aria-current="page"]': { color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
    // The pinned entry's text where it stood when the arrow's room was part of it: the room is
    // now the list's padding (sm), the rest of the old md stays in the link.
    [`${pinned} &`]: { paddingInlineStart: `calc(${vars.space.md} - ${vars.space.sm})` },
  },
  '@media': {
    [media.tablet]: {
      borderRadius: vars.radius.sm,
      selectors: {
        [`${pinned} &`]: { paddingInlineStart: vars.space.sm },
        '&:hover': { background: vars.color.secondary },
        '&:active': { background: vars.color.secondaryHover, boxShadow: 'none' },
        '&[aria-current="page"]': { background: vars.color.secondary, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
      },
    },
  },
});
