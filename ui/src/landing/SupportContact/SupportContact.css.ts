import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const channels = style({
  display: 'grid',
  // Side by side once both fit; one channel alone still takes the full row.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const channel = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  maxWidth: '100%',
  // Leaves a touch target of comfortable height around a one-line link.
  minHeight: vars.size.controlSmall,
  color: vars.color.link,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  // An e-mail address is one long "word": break it anywhere rather than overflow at 320 px.
  overflowWrap: 'anywhere',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});
