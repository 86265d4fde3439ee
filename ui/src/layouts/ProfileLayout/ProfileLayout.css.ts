import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media';
import { vars } from '../../theme';

const sidebarWidth = '15rem';

// Phones: the tab bar spans the screen above the content. Tablets up: a fixed-width
// sidebar column, so switching sections never reflows the content column.
export const body = style({
  maxWidth: vars.size.content,
  // The content width bounds the content, not the gutters: header, footer and page sections
  // then start at the same x at every width (border-box would put the header 24 px inward).
  boxSizing: 'content-box',
  marginInline: 'auto',
  '@media': {
    [media.tablet]: {
      display: 'grid',
      gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
      alignItems: 'start',
      gap: vars.space.xl,
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
