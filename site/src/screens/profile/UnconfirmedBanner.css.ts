import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

// A reminder, not an error: the warning colours, as the demo band, on the card's surface.
export const root = style({
  borderInlineStart: `4px solid ${vars.color.warningText}`,
});

export const codePending = style({ position: 'relative' });

export const codeRoom = style({ visibility: 'hidden' });

export const codeBone = style({ position: 'absolute', inset: 0 });
