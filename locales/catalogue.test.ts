import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { apiNamespaces, languages, namespaces, sourceLanguage, type ApiNamespace, type Language, type Namespace } from './config';
import { dynamicMessageKeys } from './dynamicKeys';

/**
 * The catalogue's completeness rules: every language has every namespace and every key of
 * the source language (and nothing else), no message is blank, interpolation placeholders
 * agree, and every key is used by the code (as a literal), or is produced at run time from a
 * list the code owns (see dynamicKeys.ts).
 */
const root = __dirname;
const repo = join(root, '..');

function load(lng: Language, ns: Namespace | ApiNamespace): Record<string, string> {
  return JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')) as Record<string, string>;
}

const placeholders = (message: string) => [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([...namespaces, ...apiNamespaces])('namespace %s', (ns) => {
  const source = load(sourceLanguage, ns);

  it('has a folder for each of the spec\'s languages and no other (scripts/messages.mjs writes to the folders)', () => {
    const folders = readdirSync(__dirname, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...languages].sort());
  });

  it.each(languages.filter((l) => l !== sourceLanguage))('%s has exactly the source keys', (lng) => {
    const messages = load(lng, ns);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
  });

  it.each(languages)('%s has no blank message and matching placeholders', (lng) => {
    const messages = load(lng, ns);
    for (const [key, message] of Object.entries(messages)) {
      expect({ key, blank: typeof message !== 'string' || message.trim() === '' }).toEqual({ key, blank: false });
      expect({ key, placeholders: placeholders(message) }).toEqual({ key, placeholders: placeholders(source[key] ?? '') });
    }
  });
});

// Test support that lives beside the product code but never ships: fixtures, fakes, the
// security suites' payloads.
const testSupport = /[\\/](testing|support|security)[\\/]/;

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function productFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) productFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !testSupport.test(relative(repo, path))) out.push(path);
  }
  return out;
}

/**
 * Used means shown by the product: only the site's own sources count (ui takes its text as
 * props, so a key read by a ui story alone is a key no visitor ever sees), with the kit's
 * labels the site's screens build (`kitLabels.ts`, `accountLabels.ts`). Stories that need real
 * strings use keys the product shows. The API's namespaces count as used by the API's own sources only.
 */
it('every key is used by the product', () => {
  const siteFiles = productFiles(join(repo, 'site', 'src')).concat(
    ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx'].map((f) => join(repo, 'site', f)).filter(existsSync),
    join(repo, 'locales', 'kitLabels.ts'),
    join(repo, 'locales', 'accountLabels.ts'),
  );
  const apiFiles = productFiles(join(repo, 'api', 'src'));
  const read = (files: string[]) => files.map((f) => readFileSync(f, 'utf8')).join('\n');
  const code = { site: read(siteFiles), api: read(apiFiles) };
  const unused: string[] = [];
  for (const ns of [...namespaces, ...apiNamespaces]) {
    const source = (apiNamespaces as readonly string[]).includes(ns) ? code.api : code.site;
    const dynamic = new Set(dynamicMessageKeys[ns as Namespace] ?? []);
    for (const key of Object.keys(load(sourceLanguage, ns))) {
      // i18next picks `days_one`, `days_few`... for `t('days', { count })`: the code names the base key.
      const named = key.replace(pluralSuffix, '');
      const literal = [`'${named}'`, `"${named}"`, `\`${named}\``].some((quoted) => source.includes(quoted));
      if (!literal && !dynamic.has(key)) unused.push(`${ns}:${key}`);
    }
  }
  expect({
    unused,
    scanned: siteFiles.some((f) => f.endsWith(join('templates', 'AccountSection.tsx'))) && apiFiles.some((f) => f.endsWith(join('api', 'src', 'messages.ts'))),
  }).toEqual({ unused: [], scanned: true });
});

// The mails and bot answers are the API's: a page that loaded them would ship them to every visitor.
it('every page query of the site names the namespaces it loads, never the API\'s', () => {
  const queries = productFiles(join(repo, 'site', 'src'))
    .map((file) => ({ file: relative(repo, file), code: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '') }))
    .flatMap(({ file, code }) => [...code.matchAll(/locales:\s*allLocale(\([^)]*\))?/g)].map((m) => ({ file, filter: m[1] ?? '' })));
  const offending = queries
    .filter(({ filter }) => !/ns:\s*\{\s*in:/.test(filter) || apiNamespaces.some((ns) => filter.includes(`"${ns}"`)))
    .map(({ file }) => file);
  expect({ queries: queries.length > 3, offending }).toEqual({ queries: true, offending: [] });
});
