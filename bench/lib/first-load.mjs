// What a page's HTML makes the browser load before it is interactive: every script and
// stylesheet it references or carries inline, measured raw, gzip (level 9) and brotli
// (quality 11), each resource compressed on its own as a server or CDN would send it.
// Deterministic: reads files only. Shared by `bench/run.mjs` and `scripts/size-budget.mjs`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const executableScriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function attributes(source) {
  const result = {};
  for (const match of source.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    result[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return result;
}

/** Scripts and stylesheets in document order: `{ kind: 'js'|'css', url?, inline?, id? }`. */
export function parseFirstLoadResources(html) {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const resources = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b([^>]*)>([\s\S]*?)<\/style\s*>|<link\b([^>]*)>/gi;
  for (const match of withoutComments.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const attrs = attributes(match[1]);
      if (!executableScriptTypes.has((attrs.type ?? '').toLowerCase())) continue;
      if (attrs.src) resources.push({ kind: 'js', url: attrs.src, id: attrs.id });
      else if (match[2].trim()) resources.push({ kind: 'js', inline: match[2], id: attrs.id });
    } else if (match[3] !== undefined) {
      if (match[4].trim()) resources.push({ kind: 'css', inline: match[4], id: attributes(match[3])['data-href'] });
    } else {
      const attrs = attributes(match[5]);
      const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
      if (!attrs.href) continue;
      if (rel.includes('stylesheet')) resources.push({ kind: 'css', url: attrs.href });
      // Preloaded scripts are fetched during the first load too (deduplicated below).
      else if (rel.includes('modulepreload') || (rel.includes('preload') && attrs.as === 'script')) resources.push({ kind: 'js', url: attrs.href });
    }
  }
  const seen = new Set();
  return resources.filter((resource) => {
    if (!resource.url) return true;
    const key = `${resource.kind} ${resource.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function sizes(content) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

const sizeCache = new Map();
function fileSizes(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!sizeCache.has(key)) sizeCache.set(key, sizes(readFileSync(file)));
  return sizeCache.get(key);
}

/** The file in `publicDir` a same-site URL maps to (query and hash dropped), or null. */
export function fileForUrl(publicDir, url) {
  if (/^(https?:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  const root = path.resolve(publicDir);
  const file = path.join(root, pathname);
  return file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile() ? file : null;
}

const zero = () => ({ raw: 0, gzip: 0, brotli: 0 });
const add = (total, part) => {
  total.raw += part.raw;
  total.gzip += part.gzip;
  total.brotli += part.brotli;
};

const statsCache = new Map();
/** webpack's chunk groups as Gatsby writes them (`public/webpack.stats.json`). */
function chunkGroups(publicDir) {
  const file = path.join(publicDir, 'webpack.stats.json');
  if (!statsCache.has(file)) statsCache.set(file, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).namedChunkGroups ?? {} : {});
  return statsCache.get(file);
}

/** Where Gatsby keeps the page data of `pagePath`: `/` -> `page-data/index/page-data.json`. */
export function pageDataFile(publicDir, pagePath) {
  const trimmed = pagePath.replace(/^\/|\/$/g, '');
  return path.join(publicDir, 'page-data', trimmed || 'index', 'page-data.json');
}

/**
 * First-load JS and CSS of the page at `pagePath` (`/en/auth/sign-in/`) in a Gatsby build:
 * what its HTML references or carries inline, plus the page component's chunk group that
 * Gatsby's loader imports before hydrating (named in the page data, listed in
 * webpack.stats.json). `data` is the JSON the loader fetches first (page data, app data,
 * static queries). External resources the build does not contain are listed in `missing`.
 */
export function measurePage(publicDir, pagePath) {
  const htmlFile = path.join(publicDir, pagePath, pagePath.endsWith('/') ? 'index.html' : '');
  if (!existsSync(htmlFile)) throw new Error(`no HTML for ${pagePath} in ${publicDir}`);
  const html = readFileSync(htmlFile, 'utf8');
  const result = { page: pagePath, html: sizes(html), js: zero(), css: zero(), data: zero(), resources: [], missing: [] };
  const counted = new Set();
  const take = (kind, name, measured) => {
    add(result[kind], measured);
    result.resources.push({ kind, name, ...measured });
  };
  const takeFile = (kind, url) => {
    if (counted.has(url)) return;
    counted.add(url);
    const file = fileForUrl(publicDir, url);
    if (file) take(kind, url, fileSizes(file));
    else result.missing.push(url);
  };

  for (const resource of parseFirstLoadResources(html)) {
    if (resource.inline !== undefined) {
      // Gatsby inlines its global stylesheet as <style data-href="/styles.<hash>.css">.
      if (resource.kind === 'css' && resource.id) counted.add(resource.id);
      take(resource.kind, `inline${resource.id ? `:${resource.id}` : ''}`, sizes(resource.inline));
    } else {
      takeFile(resource.kind, resource.url);
    }
  }

  const dataFile = pageDataFile(publicDir, pagePath);
  if (existsSync(dataFile)) {
    const pageData = JSON.parse(readFileSync(dataFile, 'utf8'));
    const base = `/${path.relative(publicDir, dataFile).split(path.sep).join('/')}`;
    takeFile('data', base);
    takeFile('data', '/page-data/app-data.json');
    for (const hash of pageData.staticQueryHashes ?? []) takeFile('data', `/page-data/sq/d/${hash}.json`);
    const groups = chunkGroups(publicDir);
    // What the account pages need at once beyond it (the stores) they preload: in the HTML above.
    for (const asset of groups[pageData.componentChunkName]?.assets ?? []) {
      const name = typeof asset === 'string' ? asset : asset.name;
      if (name.endsWith('.js')) takeFile('js', `/${name}`);
      else if (name.endsWith('.css')) takeFile('css', `/${name}`);
    }
  }
  return result;
}

/** The external JS of `page` that `base` did not already load (same URL = cached). */
export function additionalJs(page, base) {
  const loaded = new Set(base.resources.filter((r) => r.kind === 'js').map((r) => r.name));
  const extra = page.resources.filter((r) => r.kind === 'js' && !r.name.startsWith('inline') && !loaded.has(r.name));
  const total = zero();
  for (const resource of extra) add(total, resource);
  return { ...total, resources: extra };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
