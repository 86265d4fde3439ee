import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

/** The code input reads like the launcher's code: monospaced, spaced, in capitals. */
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.15em',
  textTransform: 'uppercase',
});

/** The card centres its status lines; a form reads from the start, hints under their labels. */
export const form = style({ textAlign: 'start' });
