import { style } from '@vanilla-extract/css';
import { layers, vars } from '../theme';

export const root = style({ position: 'relative', display: 'inline-block' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.control,
  paddingInline: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&:active': { background: vars.color.secondaryHover },
    '&[aria-expanded="true"]': { background: vars.color.secondary, borderColor: vars.color.border },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const code = style({ minWidth: '1.5em', textAlign: 'center' });

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

// Drops over the page (never pushes it down) and aligns to the button's end edge,
// which sits near the viewport edge in the header.
export const list = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: layers.menu,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '11rem',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&:active': { background: vars.color.secondaryHover },
    '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});

export const linkCode = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });
