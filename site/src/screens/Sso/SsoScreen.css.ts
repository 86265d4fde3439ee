import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

export const code = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const codeValue = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.15em',
});
