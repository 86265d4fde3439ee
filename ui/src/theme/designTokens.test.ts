import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssTokens, cssVariableName, dtcgTokens, tokenFiles, tokensDirectory } from './designTokens';
import { themeNames, themeTokens } from './tokens';

const repositoryRoot = join(__dirname, '..', '..', '..');

describe('design token files', () => {
  it.each(Object.entries(tokenFiles()))('%s is current with tokens.ts (else run `pnpm tokens`)', (name, content) => {
    expect(readFileSync(join(repositoryRoot, tokensDirectory, name), 'utf8')).toBe(content);
  });

  it('names CSS variables readably and stably from the token path', () => {
    expect(cssVariableName(['color', 'surfaceRaised'])).toBe('--chameleon-color-surface-raised');
    expect(cssVariableName(['fontSize', 'lgPlus'])).toBe('--chameleon-font-size-lg-plus');
  });

  it.each(themeNames)('gives every colour of the %s theme a variable under its own theme selector', (theme) => {
    const css = cssTokens();
    const block = css.slice(css.indexOf(`[data-theme="${theme}"]`));
    for (const [role, value] of Object.entries(themeTokens[theme].color)) {
      expect(block).toContain(`${cssVariableName(['color', role])}: ${value};`);
    }
  });

  it.each(themeNames)('writes every %s token with a DTCG type and value', (theme) => {
    const document = dtcgTokens(theme);
    const leaves: [string, Record<string, unknown>, string | undefined][] = [];
    const walk = (node: Record<string, unknown>, path: string, inherited: string | undefined) => {
      const type = (node.$type as string | undefined) ?? inherited;
      if ('$value' in node) leaves.push([path, node, type]);
      else for (const [key, child] of Object.entries(node)) if (!key.startsWith('$')) walk(child as Record<string, unknown>, `${path}.${key}`, type);
    };
    walk(document, '', undefined);
    expect(leaves.length).toBeGreaterThan(50);
    for (const [path, leaf, type] of leaves) {
      expect([path, type]).toEqual([path, expect.any(String)]);
      expect([path, leaf.$value]).toEqual([path, expect.anything()]);
    }
    expect(document).toMatchObject({ color: { surface: { $value: { hex: themeTokens[theme].color.surface } } } });
  });
});
