import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// A band in the page's flow, after everything else: it covers nothing at any width, and since
// it is the last thing on the page, appearing once the deployed configuration turns it on after
// load moves nothing above it.
export const root = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockStart: '1px solid currentColor',
  color: vars.color.warningText,
  background: vars.color.warningSurface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'center',
});

export const text = style({ margin: 0 });
