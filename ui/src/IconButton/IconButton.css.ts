import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  flexShrink: 0,
  paddingInline: 0,
});

// Square: the touch target stays at the control height for every size.
export const size = styleVariants({
  sm: { width: vars.size.controlSmall, height: vars.size.controlSmall },
  md: { width: vars.size.control, height: vars.size.control },
  lg: { width: vars.size.controlLarge, height: vars.size.controlLarge },
});

export const icon = style({
  display: 'inline-flex',
  width: '1.25em',
  height: '1.25em',
});

// Icons come from the caller at any intrinsic size; they fill the slot.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });
