import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

/** The heading block of a screen: its title and one line of what it is for. */
export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** On the auth card the heading block needs its own room; the profile layout spaces its children. */
export const authIntro = style({ marginBlockEnd: vars.space.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Links under an auth form ("No account yet? Create one"). */
export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${aside} p`, { margin: 0 });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** A centred block for loading and failure states inside a layout. */
export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '12rem',
  textAlign: 'center',
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A single card on an otherwise empty page (the launcher's sign-on, logging out). */
export const narrow = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  padding: vars.space.xl,
});

export const choice = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const choiceLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
