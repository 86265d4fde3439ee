import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';
import { visuallyHidden, visuallyHiddenRules } from '../utils';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const mark = style({ width: '2rem', height: '2rem', flexShrink: 0 });
export const markTile = style({ fill: vars.color.primary });
export const markStroke = style({ stroke: vars.color.onPrimary });
export const markEye = style({ fill: vars.color.onPrimary });

const visibleWordmark = { letterSpacing: '0.01em' } as const;

export const wordmark = styleVariants({
  full: visibleWordmark,
  mark: [visuallyHidden],
  // Below 25em (400 px) the header needs the room for its controls.
  responsive: {
    ...visibleWordmark,
    '@media': { 'screen and (max-width: 24.99em)': visuallyHiddenRules },
  },
});
