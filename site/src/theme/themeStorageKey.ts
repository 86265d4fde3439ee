/** Where the theme choice is kept (`localStorage`); the theme head script reads it before the first paint. */
export const themeStorageKey = 'theme';
