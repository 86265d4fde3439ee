import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../Box/sprinkles.css';
import { vars } from '../../theme';

/** The theme's page colours over at least the whole viewport: every layout's outer box. */
export const viewport = style([
  sprinkles({ display: 'flex' }),
  {
    minHeight: '100vh',
    '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } },
    background: vars.color.background,
    color: vars.color.text,
  },
]);

export const root = style([viewport, sprinkles({ flexDirection: 'column' })]);

// Off screen until focused, then drawn over the header: it never takes layout space.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: { '&:focus': { transform: 'none' } },
});

export const body = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { flex: '1 0 auto', width: '100%' }]);

export const main = style({
  flex: '1 0 auto',
  minWidth: 0,
  width: '100%',
  // Focus lands here only through the skip link; a ring round the whole page helps nobody.
  selectors: { '&:focus': { outline: 'none' } },
});
