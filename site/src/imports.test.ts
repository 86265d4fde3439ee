/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The site's code reaches other packages only through their public entries (`@chameleon/ui`,
// `@chameleon/contract`, `@chameleon/api/testing`): never by path into another package's
// src, test or node_modules, nor into the site's own server. Every way a file names a module
// counts: import, export … from, import(), require, require.resolve, jest.mock and jest.requireActual.

const siteDir = resolve(__dirname, '..');
const repoDir = resolve(siteDir, '..');
const packages = ['api', 'bench', 'contract', 'e2e', 'ui'];

const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire(?:\.resolve)?\s*\(\s*|\bjest\.(?:mock|requireActual|requireMock)\s*\(\s*)['"]([^'"]+)['"]/g;

/** Why `specifier`, named in `file`, crosses a package boundary; null when it does not. */
export function crossing(file: string, specifier: string): string | null {
  if (/(^|\/)node_modules(\/|$)/.test(specifier)) return 'names a node_modules folder';
  if (/^@chameleon\/[^/]+\/(src|test)(\/|$)/.test(specifier)) return "reaches past a package's public entry";
  if (!specifier.startsWith('.')) return null;
  const target = relative(repoDir, resolve(dirname(file), specifier)).split(sep);
  if (target[0] === 'site' && target[1] === 'server') return "reaches into the site's server";
  if (packages.includes(target[0] ?? '') && ['src', 'test', 'node_modules'].includes(target[1] ?? '')) {
    return `reaches into ${target[0]}/${target[1]}`;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

it('tells a crossing from a public entry', () => {
  const file = join(siteDir, 'src', 'stores', 'x.test.ts');
  expect([
    crossing(file, '../../../api/src/db/seed'),
    crossing(file, '../../../api/test/support/harness'),
    crossing(file, '../../../../api/node_modules/@electric-sql/pglite'),
    crossing(file, '../../server/serve'),
    crossing(file, '@chameleon/api/src/app'),
    crossing(file, '../api/ApiClient'),
    crossing(file, '@chameleon/api/testing'),
    crossing(file, '../../../locales/config'),
  ]).toEqual([
    'reaches into api/src',
    'reaches into api/test',
    'names a node_modules folder',
    "reaches into the site's server",
    "reaches past a package's public entry",
    null,
    null,
    null,
  ]);
});

it('no file under site/src reaches into another package or the server by path', () => {
  const found: string[] = [];
  let named = 0;
  for (const file of sourceFiles(join(siteDir, 'src'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      named += 1;
      const why = crossing(file, specifier as string);
      if (why !== null) found.push(`${relative(repoDir, file)}: '${specifier}' ${why}`);
    }
  }
  expect(named).toBeGreaterThan(500);
  expect(found).toEqual([]);
});

it('has no src/api folder: Gatsby would build every module in it as a serverless function', () => {
  // Gatsby 5 compiles site/src/api/** into Functions on every build (the transport once lived
  // there: its test helpers and the in-process API were compiled for a server too).
  expect(existsSync(join(siteDir, 'src', 'api'))).toBe(false);
});

/** The site's own modules `file` evaluates with it: static imports, not `import type` nor `import()`. */
function staticSiteImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"](\.[^'"]+)['"]/gm)) {
    const base = resolve(dirname(file), specifier as string);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target !== undefined && target.startsWith(join(siteDir, 'src'))) found.push(target);
  }
  return found;
}

it('the pages that render and hydrate without the stores do not evaluate them with their own modules', () => {
  // Decision 0032: the store classes and the transport come in the stores' chunk,
  // evaluated in a task of its own; a static import would put them back into the page's.
  const pages = [...readdirSync(join(siteDir, 'src', 'pages', 'auth')).filter((name) => name.endsWith('.tsx') && !name.includes('.test.')).map((name) => join(siteDir, 'src', 'pages', 'auth', name)), join(siteDir, 'src', 'templates', 'AccountSection.tsx')];
  const forbidden = ['stores/index.ts', 'stores/RootStore.ts', 'transport/ApiClient.ts'].map((path) => join(siteDir, 'src', path));
  const reached = new Set<string>();
  const queue = [...pages];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...staticSiteImports(file));
  }
  expect(reached.size).toBeGreaterThan(50);
  expect(forbidden.filter((file) => reached.has(file)).map((file) => relative(siteDir, file))).toEqual([]);
});
