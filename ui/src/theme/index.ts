export { vars, textSize } from './theme.css';
import './global.css';
export { themeNames, defaultTheme, themeTokens, themeAttribute, darkTokens, lightTokens, breakpoints, layers, textRoles, textRoleNames } from './tokens';
export type { ThemeName, ThemeTokens, ColorTokens, Breakpoint, Layer, TextRole } from './tokens';
export { media } from './media';
export { focusRing } from './focusRing';
