import { parseToRgba } from 'color2k';
import { breakpoints, layers, textRoles, themeAttribute, themeNames, themeTokens, type ThemeName, type ThemeTokens } from './tokens';

/**
 * The tokens in the formats designers' tools and other codebases read, from `tokens.ts` alone:
 * a W3C Design Tokens (DTCG, 2025.10 format) file per theme (Figma imports one file per mode)
 * and one CSS file with readable, stable variable names for both themes. `pnpm tokens` writes
 * them to `ui/tokens/`; `designTokens.test.ts` fails when the committed files fall behind.
 */

/** Where the files go, from the repository's root. */
export const tokensDirectory = 'ui/tokens';
const generatedBy = 'Generated from ui/src/theme/tokens.ts by `pnpm tokens`; do not edit.';

/** The CSS variable of a token path: `--chameleon-color-surface-raised`. */
export function cssVariableName(path: readonly string[]): string {
  return `--chameleon-${path.map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()).join('-')}`;
}

/** A group of a theme's tokens as it is named outside the code (singular, as CSS names read). */
const groupNames: Record<keyof ThemeTokens, string> = {
  color: 'color',
  shadow: 'shadow',
  font: 'font',
  fontSize: 'fontSize',
  lineHeight: 'lineHeight',
  fontWeight: 'fontWeight',
  space: 'space',
  radius: 'radius',
  motion: 'motion',
  size: 'size',
};

/** The groups whose values differ between themes; the rest are the same in both. */
const themedGroups: readonly (keyof ThemeTokens)[] = ['color', 'shadow'];

type Dtcg = Record<string, unknown>;

const round = (value: number) => Math.round(value * 10000) / 10000;

function dtcgColor(value: string) {
  const [r, g, b, alpha] = parseToRgba(value);
  const hex = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  return { colorSpace: 'srgb', components: [r, g, b].map((channel) => round(channel / 255)), alpha: round(alpha), hex };
}

/** `1.5rem`, `999px`, `0` as a DTCG dimension (px or rem only; em counts as rem, 16 px each). */
function dtcgDimension(value: string) {
  const match = /^(-?[\d.]+)(px|rem|em)?$/.exec(value.trim());
  if (!match) throw new Error(`not a dimension: ${value}`);
  return { value: Number(match[1]), unit: match[2] === 'px' || match[2] === undefined ? 'px' : 'rem' };
}

function dtcgDuration(value: string) {
  const match = /^([\d.]+)ms$/.exec(value);
  if (!match) throw new Error(`not a duration in ms: ${value}`);
  return { value: Number(match[1]), unit: 'ms' };
}

/** `0 4px 16px rgba(...)`: offset x, offset y, blur, optional spread, then the colour. */
function dtcgShadow(value: string) {
  const match = /^(\S+) (\S+) (\S+)(?: (\S+))? (rgba?\(.+\)|#\w+)$/.exec(value);
  if (!match) throw new Error(`not a single shadow: ${value}`);
  const [, offsetX = '0', offsetY = '0', blur = '0', spread = '0', color = ''] = match;
  return { color: dtcgColor(color), offsetX: dtcgDimension(offsetX), offsetY: dtcgDimension(offsetY), blur: dtcgDimension(blur), spread: dtcgDimension(spread) };
}

const fontStack = (value: string) => value.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));

/** One group as a DTCG group with its `$type`, each token through `toValue`. */
function group(type: string, values: Record<string, string | number>, toValue: (value: string) => unknown, description?: string): Dtcg {
  return {
    $type: type,
    ...(description ? { $description: description } : {}),
    ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { $value: toValue(String(value)) }])),
  };
}

/** A theme's tokens as a DTCG document. */
export function dtcgTokens(theme: ThemeName): Dtcg {
  const tokens = themeTokens[theme];
  const { display, ...fixedSizes } = tokens.fontSize;
  return {
    $description: `Chameleon design tokens, ${theme} theme. ${generatedBy}`,
    color: group('color', { ...tokens.color }, dtcgColor),
    shadow: group('shadow', tokens.shadow, dtcgShadow),
    font: group('fontFamily', tokens.font, fontStack),
    fontSize: {
      ...group('dimension', fixedSizes, dtcgDimension),
      // Fluid in CSS; outside a browser, its largest size.
      display: { $value: dtcgDimension(/([\d.]+rem)\)$/.exec(display)?.[1] ?? '3.25rem'), $description: `Fluid on the web: ${display}` },
    },
    lineHeight: group('number', tokens.lineHeight, Number),
    fontWeight: group('fontWeight', tokens.fontWeight, Number),
    space: group('dimension', tokens.space, dtcgDimension),
    radius: group('dimension', tokens.radius, dtcgDimension),
    motion: {
      fast: { $type: 'duration', $value: dtcgDuration(tokens.motion.fast) },
      base: { $type: 'duration', $value: dtcgDuration(tokens.motion.base) },
      easing: { $type: 'cubicBezier', $value: /cubic-bezier\(([^)]+)\)/.exec(tokens.motion.easing)?.[1]?.split(',').map(Number) },
    },
    size: group('dimension', tokens.size, dtcgDimension),
    textRole: {
      $type: 'typography',
      ...Object.fromEntries(
        Object.entries(textRoles).map(([role, { fontSize, fontWeight, lineHeight, font }]) => [
          role,
          {
            $value: {
              fontFamily: `{font.${font}}`,
              fontSize: `{fontSize.${fontSize}}`,
              fontWeight: `{fontWeight.${fontWeight}}`,
              lineHeight: `{lineHeight.${lineHeight}}`,
              letterSpacing: { value: 0, unit: 'px' },
            },
          },
        ]),
      ),
    },
    breakpoint: group('dimension', breakpoints, dtcgDimension, 'Mobile first: the width each layout starts at (em in media queries).'),
    layer: group('number', layers, Number, 'z-index, lowest first: what may cover what.'),
  };
}

/** Both themes as CSS custom properties with stable names; dark also applies with no attribute. */
export function cssTokens(): string {
  const declarations = (tokens: ThemeTokens, groups: readonly (keyof ThemeTokens)[]) =>
    groups.flatMap((key) => Object.entries(tokens[key]).map(([name, value]) => `  ${cssVariableName([groupNames[key], name])}: ${value};`));
  const shared = (Object.keys(groupNames) as (keyof ThemeTokens)[]).filter((key) => !themedGroups.includes(key));
  const plain = (prefix: string, values: Record<string, string | number>) =>
    Object.entries(values).map(([name, value]) => `  ${cssVariableName([prefix, name])}: ${value};`);
  const blocks = themeNames.map((theme) => {
    const selector = theme === 'dark' ? `:root,\n[${themeAttribute}="dark"]` : `[${themeAttribute}="${theme}"]`;
    return `${selector} {\n${declarations(themeTokens[theme], themedGroups).join('\n')}\n}`;
  });
  const sharedBlock = `:root {\n${[
    ...declarations(themeTokens.dark, shared),
    // Custom properties cannot be read by a media query; these are for reference and scripts.
    ...plain('breakpoint', breakpoints),
    ...plain('layer', layers),
  ].join('\n')}\n}`;
  return `/* Chameleon design tokens. ${generatedBy} */\n\n${sharedBlock}\n\n${blocks.join('\n\n')}\n`;
}

/** Every generated file: its path under `tokensDirectory` and its content. */
export function tokenFiles(): Record<string, string> {
  return {
    ...Object.fromEntries(themeNames.map((theme) => [`chameleon.${theme}.tokens.json`, `${JSON.stringify(dtcgTokens(theme), null, 2)}\n`])),
    'chameleon.css': cssTokens(),
  };
}
