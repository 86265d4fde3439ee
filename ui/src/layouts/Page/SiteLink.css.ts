import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// Inline: when a long label wraps, the icon follows its last word.
export const externalIcon = style({
  display: 'inline-block',
  width: '0.875em',
  height: '0.875em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.1em',
  flexShrink: 0,
});

export const gluedTail = style({ whiteSpace: 'nowrap' });
