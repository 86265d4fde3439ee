import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Fixed in a corner, so it appears on every page without moving anything when the deployed
// configuration turns it on after load; small, and never in the way of a click beneath it.
const inset = vars.space.sm;
export const root = style({
  position: 'fixed',
  insetInlineStart: inset,
  insetBlockEnd: inset,
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

// Room below the page's last line while it shows, so scrolled to the end nothing lies under it
// (on a 320 px screen it covered the footer's last line). Below everything: nothing moves.
globalStyle('body:has([data-demo-notice])', {
  paddingBlockEnd: `calc(${inset} * 2 + ${vars.space.xxs} * 2 + 2px + ${vars.fontSize.xs} * ${vars.lineHeight.normal})`,
});
