import { globalStyle, style } from '@vanilla-extract/css';
import { textSize, vars } from '../theme';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '72rem', color: vars.color.text });

export const themes = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(26rem, 1fr))', gap: vars.space.md });

// Each pane carries its own data-theme, so the theme's custom properties apply inside it.
export const pane = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
});

export const paneTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

// The code text role (theme/tokens.ts `textRoles`).
export const code = style({ fontFamily: vars.font.mono, fontSize: textSize.code, overflowWrap: 'anywhere' });

/** Token names stay whole: a role name broken mid-word is misread. */
export const tokenName = style([code, { overflowWrap: 'normal', whiteSpace: 'nowrap' }]);

export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.bold,
  verticalAlign: 'middle',
});

export const verdict = style({
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-pass="true"]': { color: vars.color.successText },
    '&[data-pass="false"]': { color: vars.color.dangerText },
  },
});

export const bar = style({ height: '1rem', borderRadius: vars.radius.sm, background: vars.color.primary });

export const box = style({
  width: '5rem',
  height: '3.5rem',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const sample = style({ margin: 0, overflowWrap: 'anywhere' });

export const curve = style({ width: '6rem', height: '6rem', color: vars.color.primary });

export const note = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.body, fontSize: textSize.caption, whiteSpace: 'normal', fontWeight: vars.fontWeight.regular, textAlign: 'start' });

export const caption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xs });

export const track = style({ position: 'relative', width: '12rem', height: '1rem', borderRadius: vars.radius.pill, background: vars.color.surfaceSunken });

export const dot = style({
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  selectors: { '&[data-moved]': { transform: 'translateX(11rem)' } },
});

export const play = style({
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  font: 'inherit',
  cursor: 'pointer',
});

export const ruler = style({ position: 'relative', height: '2rem', borderBlockEnd: `2px solid ${vars.color.borderStrong}` });

export const rulerMark = style({
  position: 'absolute',
  insetBlockEnd: 0,
  paddingInlineStart: vars.space.xxs,
  borderInlineStart: `2px solid ${vars.color.primary}`,
  fontSize: textSize.caption,
  color: vars.color.textMuted,
});

// Its own stacking context: the sample layers must not rise over the page around it.
export const stack = style({ position: 'relative', isolation: 'isolate', height: '11rem' });

export const layer = style({
  position: 'absolute',
  width: '14rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: textSize.caption,
});

export const changes = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.md });
