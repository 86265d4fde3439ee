import { style } from '@vanilla-extract/css';
import { sprinkles } from '../Box/sprinkles.css';
import { media } from '../theme/media';
import { layers, vars } from '../theme';
import { iconSizes } from '../icons/sizes';

/** The bar's height is fixed, so nothing below it moves while fonts or slots load. */
export const barHeight = '4rem';

export const root = style({
  position: 'relative',
  zIndex: layers.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: barHeight,
  maxWidth: vars.size.content,
  // The content width bounds the content, not the gutters: header, footer and page sections
  // then start at the same x at every width (border-box would put the header 24 px inward).
  boxSizing: 'content-box',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { gap: vars.space.md, paddingInline: vars.space.lg } },
});

export const home = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.control,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [media.desktop]: { flex: '1 1 auto', minWidth: 0 } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&[aria-expanded="true"]': { background: vars.color.secondary, borderColor: vars.color.border },
    '&:active': { background: vars.color.secondaryHover },
  },
  '@media': { [media.desktop]: { display: 'none' } },
});

export const toggleIcon = style({ width: iconSizes.lg, height: iconSizes.lg });

// Narrow screens: a sheet under the bar, drawn over the page. Wide screens: an inline row.
export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  display: 'flex',
  flexDirection: 'column',
  // The account button keeps its own width under the full-width list. Set here rather than on
  // the button: the slim header puts the same button in the tools row, which centres it.
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxHeight: `calc(100vh - ${barHeight})`,
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': {
    [media.desktop]: {
      position: 'static',
      flex: '1 1 auto',
      flexDirection: 'row',
      alignItems: 'center',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      background: 'transparent',
      borderBottom: 'none',
      boxShadow: 'none',
      selectors: { '&[data-state="closed"]': { display: 'flex' } },
    },
  },
});

export const list = style([
  sprinkles({ display: 'flex', flexDirection: { mobile: 'column', desktop: 'row' }, gap: 'xxs' }),
  {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    alignSelf: 'stretch',
    '@media': { [media.desktop]: { flexWrap: 'nowrap', alignSelf: 'auto' } },
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // In the narrow panel a long entry (German) wraps, breaking a word too long for the screen;
  // the desktop row keeps every entry on one line.
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.secondary },
    '&:active': { background: vars.color.secondaryHover },
    '&[aria-current="page"]': { color: vars.color.link, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
  '@media': {
    [media.desktop]: {
      paddingInline: vars.space.xs,
      fontSize: vars.fontSize.sm,
      whiteSpace: 'nowrap',
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -2px 0 ${vars.color.primary}` } },
    },
  },
});

export const account = style({
  '@media': { [media.desktop]: { marginInlineStart: 'auto' } },
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
});
