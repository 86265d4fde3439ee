import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const band = style({
  paddingBlock: vars.space.xxl,
  background: vars.color.background,
  selectors: { '&[data-tone="raised"]': { background: vars.color.surface } },
});

export const bandInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.content,
  // The content width bounds the content, not the gutters: header, footer and page sections
  // then start at the same x at every width (border-box would put the header 24 px inward).
  boxSizing: 'content-box',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
});
