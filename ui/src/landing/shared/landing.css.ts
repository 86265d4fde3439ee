import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const mutedText = style({
  margin: 0,
  color: vars.color.textMuted,
});

/** A heading inside a section, below its `h2`, where no Card title fits. */
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

// Doubled selector: it must beat the Button's own `white-space: nowrap` whatever the CSS order.
/** Lets a button-styled link wrap its label instead of overflowing a narrow screen. */
export const wrappingAction = style({
  selectors: {
    '&&': { whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space.xs },
  },
});

/** Makes a Card fill its grid or list cell, so cards in a row share one height. */
export const fill = style({
  height: '100%',
});
