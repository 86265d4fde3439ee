import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media';
import { vars } from '../../theme';

const sidebarWidth = '15rem';

// Phones: the tab bar spans the screen above the content. Tablets up: a fixed-width
// sidebar column, so switching sections never reflows the content column.
export const body = style({
  // The page's body spans the viewport (width 100%), so the gutters must be inside that width:
  // border-box, with the gutters added to the cap, so the content column is at most the content
  // width and starts at the header's x. (Content-box with width 100% was 48 px wider than the
  // screen from the tablet breakpoint to where the cap takes over.)
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  '@media': {
    [media.tablet]: {
      display: 'grid',
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      alignItems: 'start',
      gap: vars.space.xl,
      maxWidth: `calc(${vars.size.content} + 2 * ${vars.space.lg})`,
      paddingBlock: vars.space.xxl,
      paddingInline: vars.space.lg,
    },
  },
});

export const aside = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: {
      position: 'sticky',
      top: vars.space.md,
      borderBottom: 'none',
      background: 'transparent',
    },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { [media.tablet]: { padding: 0 } },
});
