import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The raised panel landing sections place their items on. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const panelHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** Lets a button-styled link wrap its label instead of overflowing a narrow screen. */
// Doubled selector: it must beat the Button's own `white-space: nowrap` whatever the CSS order.
export const wrappingAction = style({
  selectors: {
    '&&': { whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs },
  },
});
