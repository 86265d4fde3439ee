import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Fixed in a corner, so it appears on every page without moving anything when the deployed
// configuration turns it on after load; small, and never in the way of a click beneath it.
export const root = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: 90,
  pointerEvents: 'none',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  color: vars.color.warningText,
  background: vars.color.warningSurface,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
});

export const text = style({ margin: 0 });
