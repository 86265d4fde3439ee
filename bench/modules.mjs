#!/usr/bin/env node
// What each dependency costs in a page's first-load JS: reads the source maps Gatsby writes
// next to every chunk and attributes each byte of minified code to the module it came from
// (as source-map-explorer does), grouped by package. `gzip` is that package's code gzipped
// on its own (-9): what removing it would roughly save.
//
//   node bench/modules.mjs [--public site/public] [--page /en/] [--minus /en/] [--modules]
//     --minus   only the JS the first page loads beyond the second (e.g. the profile app's own)
//     --modules list the largest modules, not only packages
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { additionalJs, fileForUrl, measurePage } from './lib/first-load.mjs';

const base64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A source map's mappings, line by line: `[{ column, source }]` (source null where unmapped). */
function mappedLines(map) {
  let sourceIndex = 0;
  return map.mappings.split(';').map((lineMappings) => {
    let column = 0;
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const values = decodeVlq(segment);
      column += values[0];
      if (values.length >= 4) sourceIndex += values[1];
      segments.push({ column, source: values.length >= 4 ? map.sources[sourceIndex] : null });
    }
    return segments;
  });
}

const readMap = (file) => JSON.parse(readFileSync(`${file}.map`, 'utf8'));

/** Code slices of `file` by original source: Map<source, string[]>. */
export function slicesBySource(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const bySource = new Map();
  const push = (source, text) => {
    if (!text) return;
    if (!bySource.has(source)) bySource.set(source, []);
    bySource.get(source).push(text);
  };
  mappedLines(readMap(file)).forEach((segments, lineNumber) => {
    const text = lines[lineNumber] ?? '';
    if (segments.length === 0) return push('(unmapped)', text);
    push('(unmapped)', text.slice(0, segments[0].column));
    segments.forEach((segment, i) => push(segment.source ?? '(unmapped)', text.slice(segment.column, segments[i + 1]?.column ?? text.length)));
  });
  return bySource;
}

/**
 * The original source of a position in `file` (0-based line and column, as V8's CPU profiles
 * give them): a function `(line, column) => source | null` over the file's source map.
 */
export function sourceLocator(file) {
  const lines = mappedLines(readMap(file));
  return (line, column) => {
    let found = null;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      found = segment.source;
    }
    return found;
  };
}

/** The package (or site area) an original source path belongs to. */
export function packageOf(source) {
  const clean = source.replace(/^webpack:\/\/(@[^/]+\/)?[^/]+\//, '').replace(/\?.*$/, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = clean.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  let match;
  // @gatsbyjs/reach-router's own source maps name its files relative to its package.
  if (/^\.\.\/src\/(lib|hooks)\//.test(clean)) return '@gatsbyjs/reach-router';
  if ((match = /(?:^|\/)ui\/src\/([^/]+)/.exec(clean))) return `@chameleon/ui (${match[1].replace(/\.[^.]+$/, '')})`;
  if (/(?:^|\/)contract\/src\//.test(clean)) return '@chameleon/contract';
  if (/(?:^|\/)locales\//.test(clean)) return 'locales';
  if ((match = /^\.\/src\/([^/]+)/.exec(clean))) return `site/src/${match[1].replace(/\.[^.]+$/, '')}`;
  if (/(?:^|\/)gatsby-(browser|ssr|node|config)\./.test(clean)) return `site/${clean.split('/').pop()}`;
  if (clean.includes('.cache/')) return 'gatsby (.cache runtime)';
  if (clean.startsWith('webpack/')) return 'webpack runtime';
  return clean;
}

/** Families the docs speak of, by package name. */
export function familyOf(name) {
  if (/^@chameleon\/ui/.test(name)) return 'ui kit (@chameleon/ui + vanilla-extract runtime)';
  if (/^@vanilla-extract\//.test(name)) return 'ui kit (@chameleon/ui + vanilla-extract runtime)';
  if (/^@radix-ui\/|^react-remove-scroll|^aria-hidden|^react-style-singleton|^use-callback-ref|^use-sidecar|^get-nonce|^@floating-ui/.test(name)) return 'radix (dialog, toast) + helpers';
  if (/^(react-dom|scheduler)$/.test(name)) return 'react-dom + scheduler';
  if (name === 'react') return 'react';
  if (/^(i18next|react-i18next|gatsby-plugin-react-i18next|html-parse-stringify|void-elements)$/.test(name)) return 'i18next + react-i18next + plugin';
  if (/^(gatsby|gatsby-.*|@gatsbyjs\/.*|@reach\/.*|invariant|prop-types|react-server-dom-webpack|mitt|shallow-compare|@builder\.io\/partytown)$/.test(name) || name.startsWith('gatsby (') || name === 'webpack runtime') return 'gatsby runtime + router';
  if (/^mobx/.test(name)) return 'mobx + mobx-react-lite';
  if (name === 'zod') return 'zod';
  if (name === '@chameleon/contract') return '@chameleon/contract';
  if (name === 'js-cookie') return 'js-cookie';
  if (/^site\//.test(name)) return 'site code';
  if (/^core-js|^regenerator-runtime|^@babel\//.test(name)) return 'polyfills / babel helpers';
  return 'other';
}

const gz = (texts) => gzipSync(Buffer.from(texts.join('')), { level: 9 }).length;

export function analyse(files) {
  const byPackage = new Map();
  const byModule = new Map();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    for (const [source, texts] of slicesBySource(file)) {
      const name = packageOf(source);
      if (!byPackage.has(name)) byPackage.set(name, []);
      byPackage.get(name).push(...texts);
      if (!byModule.has(source)) byModule.set(source, []);
      byModule.get(source).push(...texts);
    }
  }
  const packages = [...byPackage].map(([name, texts]) => ({ name, family: familyOf(name), raw: texts.join('').length, gzip: gz(texts) })).sort((a, b) => b.gzip - a.gzip);
  const families = new Map();
  for (const [name, texts] of byPackage) {
    const family = familyOf(name);
    if (!families.has(family)) families.set(family, []);
    families.get(family).push(...texts);
  }
  return {
    packages,
    families: [...families].map(([name, texts]) => ({ name, raw: texts.join('').length, gzip: gz(texts) })).sort((a, b) => b.gzip - a.gzip),
    modules: [...byModule].map(([name, texts]) => ({ name, raw: texts.join('').length, gzip: gz(texts) })).sort((a, b) => b.gzip - a.gzip),
  };
}

function main() {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const publicDir = path.resolve(repo, option('--public', 'site/public'));
  const page = measurePage(publicDir, option('--page', '/en/'));
  const minus = option('--minus');
  const resources = minus ? additionalJs(page, measurePage(publicDir, minus)).resources : page.resources.filter((r) => r.kind === 'js' && !r.name.startsWith('inline'));
  const files = resources.map((r) => fileForUrl(publicDir, r.name)).filter(Boolean);
  const result = analyse(files);
  const total = resources.reduce((sum, r) => sum + r.gzip, 0);
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  console.log(`${page.page}${minus ? ` minus ${minus}` : ''}: ${files.length} chunk(s), ${kb(total).trim()} KB gzip as served (per chunk)`);
  console.log('\nBy family (gzip of the family\'s code alone; KB):');
  for (const f of result.families) console.log(`${kb(f.gzip)} ${kb(f.raw)} raw  ${f.name}`);
  console.log('\nBy package:');
  for (const p of result.packages.slice(0, 40)) console.log(`${kb(p.gzip)} ${kb(p.raw)} raw  ${p.name}`);
  if (argv.includes('--modules')) {
    console.log('\nLargest modules:');
    for (const m of result.modules.slice(0, argv.includes("--all") ? Infinity : 40)) console.log(`${kb(m.gzip)} ${kb(m.raw)} raw  ${m.name}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
