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

// A word longer than the line breaks wherever it must (and counts so in min-content sizing,
// which `break-word` would not); ordinary words still wrap only at spaces.
export const lastWord = style({ overflowWrap: 'anywhere' });

export const gluedTail = style({ whiteSpace: 'nowrap' });
