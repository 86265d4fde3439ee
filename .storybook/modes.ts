import type { ThemeName } from '../ui/src/theme';

/** One Chromatic snapshot per theme; each mode sets the `theme` global of the toolbar. */
export const themeModes = {
  dark: { theme: 'dark' },
  light: { theme: 'light' },
} satisfies Record<ThemeName, { theme: ThemeName }>;

/**
 * The widths and languages a layout must survive: the narrowest phone and the desktop
 * canvas, in the source language and in German (the longest words of the five).
 * Shared with scripts/visual.mjs, which shoots the same grid offline.
 */
export const responsiveWidths = [320, 1280] as const;
export const responsiveLocales = ['ru', 'de'] as const;

type ResponsiveMode = { theme: ThemeName; viewport: number; locale: (typeof responsiveLocales)[number] };

/**
 * theme × width × language, for stories tagged `responsive` (components whose layout
 * depends on their width). Every other story gets `themeModes` only.
 */
export const responsiveModes: Record<string, ResponsiveMode> = Object.fromEntries(
  (Object.keys(themeModes) as ThemeName[]).flatMap((theme) =>
    responsiveWidths.flatMap((viewport) =>
      responsiveLocales.map((locale) => [`${theme} ${viewport} ${locale}`, { theme, viewport, locale }] as const),
    ),
  ),
);

/**
 * Spread into a story whose layout depends on its width, next to a literal tag (the
 * indexer reads tags statically, so they cannot come from a spread):
 * `{ tags: ['responsive'], ...responsive }`. The offline visual test reads the tag,
 * Chromatic these modes.
 */
export const responsive = {
  parameters: { chromatic: { modes: responsiveModes } },
};

/**
 * theme × width, for the site's pages (stories tagged `page`): a page is shot in the toolbar's
 * language, at the narrowest phone and the desktop canvas; scripts/visual.mjs shoots the same.
 */
export const pageModes: Record<string, { theme: ThemeName; viewport: number }> = Object.fromEntries(
  (Object.keys(themeModes) as ThemeName[]).flatMap((theme) => responsiveWidths.map((viewport) => [`${theme} ${viewport}`, { theme, viewport }] as const)),
);
