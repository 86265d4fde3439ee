// The theme's names alone, without its tokens: what a page's inline head script needs
// (`@chameleon/ui/theme-names`), kept apart so it is a few bytes, not the token tables.

export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultTheme: ThemeName = 'dark';

/** The attribute on `<html>` (and `<body>`, for portals) that selects a theme. */
export const themeAttribute = 'data-theme';
