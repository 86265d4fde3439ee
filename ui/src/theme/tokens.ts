/**
 * Theme tokens as data. Both themes share one shape; `theme.css.ts` turns the shape
 * into a vanilla-extract contract and each token set into CSS variables.
 * Colour pairs were chosen for WCAG AA contrast (4.5:1 for text) against the
 * surfaces they are used on.
 */
import { themeNames, defaultTheme, themeAttribute, type ThemeName } from './names';

export { themeNames, defaultTheme, themeAttribute, type ThemeName };

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  // `lgPlus` sits between `lg` and `xl`: the h2 text role, so that the four heading levels differ.
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', lgPlus: '1.25rem', xl: '1.5rem', xxl: '2rem', display: 'clamp(2rem, 6vw, 3.25rem)' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  space: { none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { control: '2.75rem', controlSmall: '2.25rem', controlLarge: '3.25rem', content: '72rem', narrow: '28rem' },
};

export interface ColorTokens {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  /**
   * An enabled text field's fill. Its boundary is `borderStrong` (3:1 against the page, every
   * surface and this fill); a disabled field is sunken instead, so the two never look alike.
   */
  field: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  link: string;
  primary: string;
  primaryHover: string;
  /** While pressed (`:active`): one step past the hover colour, in the same direction. */
  primaryPressed: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  secondaryPressed: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  dangerPressed: string;
  onDanger: string;
  dangerText: string;
  successText: string;
  successSurface: string;
  warningText: string;
  warningSurface: string;
  infoText: string;
  infoSurface: string;
  dangerSurface: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
}

export interface ThemeTokens {
  color: ColorTokens;
  shadow: { sm: string; md: string; lg: string };
  font: typeof shared.font;
  fontSize: typeof shared.fontSize;
  lineHeight: typeof shared.lineHeight;
  fontWeight: typeof shared.fontWeight;
  space: typeof shared.space;
  radius: typeof shared.radius;
  motion: typeof shared.motion;
  size: typeof shared.size;
}

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#0e1116',
    surface: '#161a21',
    surfaceRaised: '#1e232c',
    surfaceSunken: '#0a0c10',
    field: '#0a0c10',
    border: '#2c333f',
    // Control borders need 3:1 (WCAG 1.4.11) on every surface a field sits on, raised
    // included; the Foundations/Colour page showed #5a6577 at 2.96:1 on `surface`.
    borderStrong: '#626e80',
    text: '#eef1f6',
    textMuted: '#a9b2c1',
    link: '#6ee7a4',
    primary: '#34d17f',
    primaryHover: '#5ee39b',
    primaryPressed: '#86ecb5',
    onPrimary: '#06150d',
    secondary: '#2a313c',
    secondaryHover: '#353e4b',
    secondaryPressed: '#414b5b',
    onSecondary: '#eef1f6',
    danger: '#f0616b',
    dangerHover: '#f58891',
    dangerPressed: '#f8aab0',
    onDanger: '#1a0506',
    dangerText: '#ff9aa1',
    successText: '#7ff0b2',
    successSurface: '#113523',
    warningText: '#ffd27a',
    warningSurface: '#3a2c0c',
    infoText: '#9cc8ff',
    infoSurface: '#12263f',
    dangerSurface: '#3d1418',
    focusRing: '#8fb8ff',
    overlay: 'rgba(3, 5, 8, 0.72)',
    skeleton: '#262c36',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.45)',
    lg: '0 16px 48px rgba(0, 0, 0, 0.55)',
  },
};

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eceff3',
    // White, as the cards: a grey fill a shade under the page read as a disabled field.
    field: '#ffffff',
    border: '#d5dae1',
    borderStrong: '#7b8594',
    text: '#14181f',
    textMuted: '#4d5665',
    link: '#0b6b38',
    primary: '#0f7a41',
    primaryHover: '#0b6336',
    primaryPressed: '#084d2a',
    onPrimary: '#ffffff',
    secondary: '#e6e9ee',
    secondaryHover: '#d8dce3',
    secondaryPressed: '#c9ced7',
    onSecondary: '#14181f',
    danger: '#c62833',
    dangerHover: '#a81f29',
    dangerPressed: '#8a1820',
    onDanger: '#ffffff',
    dangerText: '#b3202b',
    successText: '#0b6336',
    successSurface: '#dff5e8',
    warningText: '#7a4d00',
    warningSurface: '#fff1d1',
    infoText: '#0b4f9c',
    infoSurface: '#e1eeff',
    dangerSurface: '#fde4e6',
    focusRing: '#1f5fd1',
    overlay: 'rgba(15, 20, 28, 0.55)',
    skeleton: '#e3e7ec',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 16px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 48px rgba(16, 24, 40, 0.18)',
  },
};

/**
 * Breakpoints, mobile first: styles without a query serve 320 px phones, these add to them.
 * In `em` so that a reader who enlarges the browser font gets the narrower (roomier) layout
 * sooner. Not theme variables: a media query cannot read a CSS custom property.
 */
export const breakpoints = {
  /** Two-column pages (the profile sidebar) and the wider footer. */
  tablet: '48em',
  /**
   * The header shows its full menu from here: five entries plus language, theme and account
   * controls do not fit at 768 px in German or Spanish, so the menu stays collapsed until 1024 px.
   */
  desktop: '64em',
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const textRoleNames = ['h1', 'h2', 'h3', 'h4', 'body', 'caption', 'code'] as const;
export type TextRole = (typeof textRoleNames)[number];

/**
 * Semantic text roles: what a kind of text looks like, whatever component draws it. Heading
 * draws `h1`…`h4` by its level (24, 20, 18, 16 px: the outline shows in the sizes), Text draws
 * `body` and `caption`, code (a token name, a status code) `code`. Each role picks a step of
 * the scales above rather than a variable of its own.
 */
export const textRoles: Record<
  TextRole,
  { fontSize: keyof typeof shared.fontSize; fontWeight: keyof typeof shared.fontWeight; lineHeight: keyof typeof shared.lineHeight; font: keyof typeof shared.font }
> = {
  h1: { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight', font: 'body' },
  h2: { fontSize: 'lgPlus', fontWeight: 'bold', lineHeight: 'tight', font: 'body' },
  h3: { fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight', font: 'body' },
  h4: { fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight', font: 'body' },
  body: { fontSize: 'md', fontWeight: 'regular', lineHeight: 'normal', font: 'body' },
  caption: { fontSize: 'xs', fontWeight: 'regular', lineHeight: 'normal', font: 'body' },
  code: { fontSize: 'sm', fontWeight: 'regular', lineHeight: 'normal', font: 'mono' },
};

/**
 * Layers (z-index), lowest first: what may cover what. Numbers rather than theme variables, as
 * they are the same in every theme. Stacking inside one component (a fade over a tab strip)
 * stays local to it and is not a layer.
 */
export const layers = {
  /** The sticky header bar, over the page it scrolls above. */
  header: 20,
  /** A menu dropping from the header (the language list). */
  menu: 30,
  /** A modal dialog and its overlay: over the header and menus (a click on them would leave the page). */
  dialog: 95,
  /** The skip link, shown on focus over everything the page draws. */
  skipLink: 100,
  /** Toasts: readable over an open dialog, so over everything. */
  toast: 2147483647,
} as const;
export type Layer = keyof typeof layers;

export const themeTokens: Record<ThemeName, ThemeTokens> = { dark: darkTokens, light: lightTokens };

