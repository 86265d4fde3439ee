import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

// Third-party widgets come in fixed pixel widths; the frame lets them scroll rather
// than break a narrow layout.
export const frame = style({
  display: 'flex',
  minHeight: vars.size.controlLarge,
  maxWidth: '100%',
  overflowX: 'auto',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1em', marginTop: '0.2em' });

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
