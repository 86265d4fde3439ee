import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Third-party widgets come in fixed pixel widths; the frame lets them scroll rather
// than break a narrow layout.
export const frame = style({
  display: 'flex',
  minHeight: vars.size.controlLarge,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const dev = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '[data-invalid="true"] &': { borderColor: vars.color.dangerText },
  },
});

export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});
