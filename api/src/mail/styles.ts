import { darkTokens, lightTokens } from '../../../ui/src/theme/tokens';

// The kit's tokens, as mail clients take them: inline styles in px (Outlook and some webmails
// know no rem), the light theme inline so a client that ignores color-scheme still shows dark
// text on a light page, and the dark theme in one media query for the clients that honour it.

const light = lightTokens.color;
const dark = darkTokens.color;
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

export const font = lightTokens.font.body;

export const mailStyles = {
  body: { margin: 0, padding: `${px(lightTokens.space.lg)} 0`, backgroundColor: light.background, color: light.text, fontFamily: font },
  // One column, at most the kit's narrow width: readable from 320 px up without a media query.
  container: {
    maxWidth: px(lightTokens.size.narrow),
    width: '100%',
    margin: '0 auto',
    padding: px(lightTokens.space.lg),
    boxSizing: 'border-box',
    backgroundColor: light.surface,
    border: `1px solid ${light.border}`,
    borderRadius: lightTokens.radius.lg,
  },
  wordmark: { margin: `0 0 ${px(lightTokens.space.lg)}`, fontSize: px(lightTokens.fontSize.xl), fontWeight: lightTokens.fontWeight.bold, lineHeight: lightTokens.lineHeight.tight, color: light.primary },
  text: { margin: `0 0 ${px(lightTokens.space.md)}`, fontSize: px(lightTokens.fontSize.md), lineHeight: lightTokens.lineHeight.normal, color: light.text },
  code: {
    margin: `0 0 ${px(lightTokens.space.md)}`,
    padding: `${px(lightTokens.space.sm)} ${px(lightTokens.space.md)}`,
    fontFamily: lightTokens.font.mono,
    fontSize: px(lightTokens.fontSize.xxl),
    fontWeight: lightTokens.fontWeight.bold,
    letterSpacing: '0.2em',
    lineHeight: lightTokens.lineHeight.tight,
    textAlign: 'center',
    color: light.text,
    backgroundColor: light.surfaceSunken,
    borderRadius: lightTokens.radius.md,
  },
  button: {
    display: 'inline-block',
    padding: `${px(lightTokens.space.sm)} ${px(lightTokens.space.lg)}`,
    fontSize: px(lightTokens.fontSize.md),
    fontWeight: lightTokens.fontWeight.bold,
    lineHeight: lightTokens.lineHeight.normal,
    textDecoration: 'none',
    color: light.onPrimary,
    backgroundColor: light.primary,
    borderRadius: lightTokens.radius.md,
  },
  action: { margin: `${px(lightTokens.space.lg)} 0` },
  small: { margin: `0 0 ${px(lightTokens.space.xs)}`, fontSize: px(lightTokens.fontSize.sm), lineHeight: lightTokens.lineHeight.normal, color: light.textMuted, wordBreak: 'break-word' },
  link: { color: light.link, textDecoration: 'underline', wordBreak: 'break-all' },
  rule: { margin: `${px(lightTokens.space.lg)} 0`, border: 'none', borderTop: `1px solid ${light.border}` },
} as const;

/**
 * The dark theme for clients that honour prefers-color-scheme; class names match the parts
 * (react-email's Body repeats its background on the cell that wraps the mail).
 */
export const darkModeCss = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-body > table > tbody > tr > td { background-color: ${dark.background} !important; color: ${dark.text} !important; }
  .mail-container { background-color: ${dark.surface} !important; border-color: ${dark.border} !important; }
  .mail-wordmark { color: ${dark.primary} !important; }
  .mail-text, .mail-code { color: ${dark.text} !important; }
  .mail-code { background-color: ${dark.surfaceSunken} !important; }
  .mail-small { color: ${dark.textMuted} !important; }
  .mail-link { color: ${dark.link} !important; }
  .mail-button { background-color: ${dark.primary} !important; color: ${dark.onPrimary} !important; }
  .mail-rule { border-top-color: ${dark.border} !important; }
}`;
