import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

// Third-party widgets come in fixed pixel widths; the frame lets them scroll rather
// than break a narrow layout.
export const frame = style({
  display: 'flex',
  minHeight: vars.size.controlLarge,
  maxWidth: '100%',
  overflowX: 'auto',
});

// Drawn like the text fields beside it (same surface, border, radius, full width), so the
// check reads as one more field of the form rather than a foreign box.
export const dev = style({
  display: 'flex',
  flex: 1,
  // Lets a long German label wrap inside the frame instead of pushing it past the screen.
  minWidth: 0,
  overflowWrap: 'anywhere',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '&:hover': { borderColor: vars.color.text },
    '&:active': { borderColor: vars.color.text, background: vars.color.secondary },
    // Drawn inside the box: the scrolling frame around it would clip a ring outside to its corners.
    '&:focus-within': { ...focusRing, outlineOffset: '-2px' },
    '[data-invalid="true"] &': { borderColor: vars.color.dangerText },
  },
});

export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});
