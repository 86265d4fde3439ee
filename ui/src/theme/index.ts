export { vars } from './theme.css';
import './global.css';
export { themeNames, defaultTheme, themeTokens, themeAttribute, darkTokens, lightTokens } from './tokens';
export type { ThemeName, ThemeTokens, ColorTokens } from './tokens';
