import type { ThemeName } from '../ui/src/theme';

/** One Chromatic snapshot per theme; each mode sets the `theme` global of the toolbar. */
export const themeModes = {
  dark: { theme: 'dark' },
  light: { theme: 'light' },
} satisfies Record<ThemeName, { theme: ThemeName }>;
