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

// Doubled selector: it must beat the Button's own padding whatever the CSS order.
/** Room above and below a button-styled link's label when it wraps on a narrow screen. */
export const wrappingAction = style({
  selectors: {
    '&&': { paddingBlock: vars.space.xs },
  },
});

/** Makes a Card fill its grid or list cell, so cards in a row share one height. */
export const fill = style({
  height: '100%',
});
