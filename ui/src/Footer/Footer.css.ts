import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme';

export const root = style({
  background: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  maxWidth: vars.size.content,
  // The content width bounds the content, not the gutters: header, footer and page sections
  // then start at the same x at every width (border-box would put the header 24 px inward).
  boxSizing: 'content-box',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const groupTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// 24 px tall at least: the WCAG 2.2 target size for links set in running text size.
export const link = style({
  display: 'inline-block',
  minHeight: '1.5rem',
  paddingBlock: '0.125rem',
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  // A word longer than the phone's width (German compounds) breaks instead of pushing past it.
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

export const note = style({ margin: 0, color: vars.color.textMuted, maxWidth: '36ch' });

export const copyright = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
