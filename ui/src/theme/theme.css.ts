import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { textRoleNames, textRoles, themeAttribute, themeTokens, type TextRole, type ThemeName, type ThemeTokens } from './tokens';

/** Turns a token object into a contract of CSS variables with the same shape. */
function contractOf(tokens: ThemeTokens) {
  const nullify = (value: unknown): unknown =>
    typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, nullify(v)]))
      : null;
  return createThemeContract(nullify(tokens) as { [K in keyof ThemeTokens]: { [P in keyof ThemeTokens[K]]: null } });
}

export const vars = contractOf(themeTokens.dark);

// Dark is the default: it applies with no attribute at all, so a page without the
// blocking theme script (or with scripts off) still gets the default theme.
const selectorFor = (name: ThemeName) =>
  name === 'dark' ? `:root, [${themeAttribute}="dark"]` : `[${themeAttribute}="${name}"]`;

for (const name of Object.keys(themeTokens) as ThemeName[]) {
  createGlobalTheme(selectorFor(name), vars, themeTokens[name]);
}

/** The font size of each text role, as the variable of its step: no variables of their own. */
export const textSize = Object.fromEntries(textRoleNames.map((role) => [role, vars.fontSize[textRoles[role].fontSize]])) as Record<TextRole, string>;

globalStyle(`[${themeAttribute}]`, { colorScheme: 'dark' });
globalStyle(`[${themeAttribute}="light"]`, { colorScheme: 'light' });
