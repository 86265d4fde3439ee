import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';
import { columnsFrom } from '../shared/grid';
import { inner as sectionInner } from '../shared/LandingSection.css';

// Edge to edge in the home layout with the gutters and content width of every landing section.
export { root } from '../shared/LandingSection.css';

export const inner = style([
  sectionInner,
  {
    ...columnsFrom(media.tablet, vars.space.xl, { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl }),
    alignItems: 'center',
  },
]);

export const text = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  minWidth: 0,
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
    },
  },
});

// The headline is the page's LCP element: system fonts only, a fixed size per
// viewport (no late font swap, no script-driven sizing), so it paints once and stays.
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  textWrap: 'balance',
});

export const lead = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const actions = style({
  width: '100%',
  marginBlockStart: vars.space.xs,
});

// Side by side when they fit, each full width when they do not (320 px, long German labels).
export const action = style({
  selectors: {
    '&&': { flex: '1 1 auto', paddingBlock: vars.space.xs },
  },
  '@media': { '(min-width: 36em)': { selectors: { '&&': { flex: '0 0 auto' } } } },
});

// The visual reserves its box up front (aspect ratio, no image to wait for), so nothing
// below it moves when it paints; it is pure decoration and never competes for LCP.
export const visual = style({
  position: 'relative',
  width: '100%',
  maxWidth: '26rem',
  aspectRatio: '1 / 1',
  justifySelf: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `radial-gradient(circle at 30% 25%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken} 70%)`,
  isolation: 'isolate',
  '@media': { '(max-width: 35.99em)': { maxWidth: '18rem' } },
});

export const glow = style({
  position: 'absolute',
  inset: '12%',
  borderRadius: '50%',
  background: `conic-gradient(from 210deg, ${vars.color.primary}, ${vars.color.infoText}, ${vars.color.warningText}, ${vars.color.primary})`,
  filter: 'blur(28px)',
  opacity: 0.55,
  zIndex: -1,
});

export const ring = style({
  position: 'absolute',
  inset: '18%',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  boxShadow: `inset 0 0 0 10px ${vars.color.surfaceSunken}, inset 0 0 0 12px ${vars.color.border}`,
});

export const eye = style({
  position: 'absolute',
  inset: '36%',
  borderRadius: '50%',
  background: `radial-gradient(circle at 40% 40%, ${vars.color.primaryHover}, ${vars.color.primary} 45%, ${vars.color.successSurface} 100%)`,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: '22%',
      insetInline: '44%',
      borderRadius: vars.radius.pill,
      background: vars.color.surfaceSunken,
    },
  },
});

const swatch = {
  position: 'absolute',
  width: '30%',
  aspectRatio: '4 / 5',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
} as const;

export const swatchA = style({
  ...swatch,
  insetBlockStart: '8%',
  insetInlineEnd: '8%',
  transform: 'rotate(12deg)',
  background: `linear-gradient(160deg, ${vars.color.infoText}, ${vars.color.infoSurface})`,
});

export const swatchB = style({
  ...swatch,
  insetBlockEnd: '8%',
  insetInlineStart: '8%',
  transform: 'rotate(-10deg)',
  background: `linear-gradient(200deg, ${vars.color.warningText}, ${vars.color.warningSurface})`,
});
