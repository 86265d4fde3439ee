import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { languages, sourceLanguage, type Language, type Namespace } from '../locales/config';

export { languages, type Language };

export const repo = path.resolve(__dirname, '..');

/** ru lives at the root, the other languages under `/xx/`. */
export function localized(language: Language, originalPath: string): string {
  return language === sourceLanguage ? originalPath : `/${language}${originalPath}`;
}

/** A message from the catalogue, with `{{name}}` filled in. */
export function message(language: Language, namespace: Namespace, key: string, values: Record<string, string> = {}): string {
  const catalogue = JSON.parse(readFileSync(path.join(repo, 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, string>;
  const text = catalogue[key];
  if (text === undefined) throw new Error(`locales/${language}/${namespace}.json has no "${key}"`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** Waits until React has hydrated the page: Gatsby sets this performance mark after its first client render. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('onInitialClientRender').length > 0);
}

/** Fails on any WCAG A/AA violation, listing each with its nodes. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true, animations: 'disabled' }), contentType: 'image/png' });
}

/**
 * Records Content-Security-Policy violations and uncaught page errors from the moment the
 * page starts, so a test can assert that the pages work under the served policy.
 */
export async function recordPageProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__e2eReportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __e2eReportViolation: (text: string) => void }).__e2eReportViolation;
      void report(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Records every layout shift from the first byte of each document the page opens (a shift
 * right after input does not count, as in CLS), each as "value: what moved". Call before the
 * navigation; the returned function reads the current document's list.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? `${node.tagName.toLowerCase()} "${node.textContent?.slice(0, 30)}"` : String(node?.nodeName)));
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}
