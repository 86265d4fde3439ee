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
export const label = style({ overflowWrap: 'anywhere' });

// The word joiner is generated content, so it is never part of the link's text (copied or read).
export const gluedIcon = style({ whiteSpace: 'nowrap', '::before': { content: '"\\2060"' } });
