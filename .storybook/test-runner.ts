import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
// The token module only (not the theme index): the index pulls in `.css.ts` files,
// which need the vanilla-extract compiler and cannot load in the runner's Node process.
import { defaultTheme, themeAttribute, themeNames, type ThemeName } from '../ui/src/theme/tokens.ts';
import { viewportFor } from './viewport.mjs';

type Violation = Axe.AxeResults['violations'][number];

/** The part of a story's `parameters.a11y` that @storybook/addon-a11y also honours. */
interface A11yParameter {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  config?: Axe.Spec;
  options?: Axe.RunOptions;
  context?: { include?: string | string[]; exclude?: string | string[] } | string;
}

// Resolved from the repository root: this file is loaded both as ESM and as CommonJS.
const axeSource = readFileSync(createRequire(`${process.cwd()}/package.json`).resolve('axe-core/axe.min.js'), 'utf8');

// Same exclusions as the addon: Storybook's own chrome is always in the document, and a
// component on its own has no landmarks (`region`).
const storybookChrome = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : ([] as string[]).concat(value));

async function setTheme(page: Page, theme: ThemeName) {
  await page.evaluate(
    ([attribute, name]) => {
      document.documentElement.setAttribute(attribute, name);
      document.body.setAttribute(attribute, name);
      // Two frames: the first applies the new custom properties, the second paints them.
      return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    },
    [themeAttribute, theme] as const,
  );
}

/** A private axe instance, injected once per page (the page lives for a whole story file). */
async function runAxe(page: Page, a11y: A11yParameter): Promise<Violation[]> {
  const injected = await page.evaluate(() => 'chameleonAxe' in window);
  if (!injected) await page.evaluate(`(() => { ${axeSource}\n; window.chameleonAxe = axe; })()`);

  const context = typeof a11y.context === 'string' ? { include: a11y.context } : (a11y.context ?? {});
  const include = asList(context.include);
  const disabledByConfig = (a11y.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id);
  const options: Axe.RunOptions = {
    ...a11y.options,
    resultTypes: ['violations'],
    rules: {
      ...Object.fromEntries(['region', ...disabledByConfig].map((id) => [id, { enabled: false }])),
      ...a11y.options?.rules,
    },
  };
  return page.evaluate(
    async ({ include, exclude, options, config }) => {
      const axe = (window as unknown as { chameleonAxe: typeof Axe }).chameleonAxe;
      axe.reset();
      if (config) axe.configure(config);
      const results = await axe.run({ include, exclude }, options);
      return JSON.parse(JSON.stringify(results.violations)) as Violation[];
    },
    {
      include: include.length > 0 ? include : ['body'],
      exclude: [...storybookChrome, ...asList(context.exclude)],
      options,
      config: a11y.config,
    },
  );
}

function describe(theme: ThemeName, violations: Violation[]): string {
  const lines = [`${theme} theme: ${violations.length} axe violation(s)`];
  for (const violation of violations) {
    lines.push(`  - ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}`, `    ${violation.helpUrl}`);
    for (const node of violation.nodes) {
      lines.push(`    at ${node.target.join(' ')}`);
      for (const summary of (node.failureSummary ?? '').split('\n').filter(Boolean)) lines.push(`      ${summary.trim()}`);
    }
  }
  return lines.join('\n');
}

/**
 * Every story passes axe in every theme. The addon's own check (parameters.a11y.test)
 * covers only the theme the story rendered in, so after the story (and its play
 * function) finished, we flip the theme attribute on <html> and <body> and run axe per theme.
 */
const config: TestRunnerConfig = {
  // The runner's own start page, with addon-a11y's automatic axe run switched off: it checks
  // the default theme only, which postVisit below already checks along with every other
  // theme. One axe pass less per story, and one axe bundle less per story file.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html?globals=a11y.manual:!true', process.env.TARGET_URL).toString(), { waitUntil: 'load' });
  },

  // Before the story renders: layouts measure the viewport on mount.
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const size = viewportFor(story);
    const current = page.viewportSize();
    if (current?.width !== size.width || current?.height !== size.height) await page.setViewportSize(size);
  },

  async postVisit(page, context) {
    // `useT` renders a missing key loudly; a story showing one is reviewing text nobody ships.
    const missing = await page.evaluate(() => document.body.innerText.match(/⟦missing [^⟧]+⟧/g));
    if (missing) throw new Error(`${context.id} shows message keys that are not in locales/: ${[...new Set(missing)].join(', ')}`);

    const { parameters } = await getStoryContext(page, context);
    const a11y: A11yParameter = parameters.a11y ?? {};
    if (a11y.disable === true || a11y.test === 'off') return;

    const failures: string[] = [];
    const ordered = [defaultTheme, ...themeNames.filter((name) => name !== defaultTheme)];
    for (const theme of ordered) {
      await setTheme(page, theme);
      const violations = await runAxe(page, a11y);
      if (violations.length > 0) failures.push(describe(theme, violations));
    }
    await setTheme(page, defaultTheme);

    if (failures.length === 0) return;
    const report = `Accessibility violations in ${context.id}:\n${failures.join('\n')}`;
    if (a11y.test === 'todo') {
      console.warn(report);
      return;
    }
    throw new Error(report);
  },
};

export default config;
