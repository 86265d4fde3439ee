export { vars } from './theme.css';
import './global.css';
export { themeNames, defaultTheme, themeTokens, themeAttribute, darkTokens, lightTokens, breakpoints } from './tokens';
export type { ThemeName, ThemeTokens, ColorTokens, Breakpoint } from './tokens';
export { media } from './media';
export { focusRing } from './focusRing';
