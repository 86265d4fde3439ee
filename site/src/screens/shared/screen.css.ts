import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

// Layout is the kit's (Stack, Inline, Heading, Text): what stays here is how two screens size
// their one card, not how anything is laid out.

/** On the auth card the heading block needs more room than the card's own gap between children. */
export const authIntro = style({ marginBlockEnd: vars.space.lg });

/** A single card on an otherwise empty page (the launcher's sign-on, logging out). */
export const narrow = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  padding: vars.space.xl,
});
