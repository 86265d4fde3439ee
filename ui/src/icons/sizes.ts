// Apart from the icons themselves: style files (*.css.ts) read these at build time.

/**
 * The sizes icons are drawn at: `inline` beside text (it follows the text's size), `md` in
 * fields and toasts, `lg` in the header's controls and the landing's bot links.
 */
export const iconSizes = { inline: '1em', md: '1.25rem', lg: '1.5rem' } as const;
export type IconSize = keyof typeof iconSizes;
