import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xs,
  // Half a one-line badge's height (a pill), and no more: a wrapped badge keeps rounded corners, not an ellipse.
  borderRadius: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal} / 2 + 0.125rem + 1px)`,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  // Short by intent, but a long translation or a status named by the server must stay inside
  // its column: the words wrap (an unbroken one breaks) within the badge's own width.
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const dot = style({
  width: '0.5em',
  height: '0.5em',
  borderRadius: '50%',
  background: 'currentColor',
  flexShrink: 0,
});

// Each pair (text on surface) is one of the theme's AA-checked combinations.
export const variant = styleVariants({
  neutral: { color: vars.color.textMuted, background: vars.color.surfaceSunken },
  success: { color: vars.color.successText, background: vars.color.successSurface },
  warning: { color: vars.color.warningText, background: vars.color.warningSurface },
  danger: { color: vars.color.dangerText, background: vars.color.dangerSurface },
  info: { color: vars.color.infoText, background: vars.color.infoSurface },
});
