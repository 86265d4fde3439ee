#!/usr/bin/env node
// Size budgets from the build output (deterministic: files only, no browser). For every locale:
// first-load JS and CSS (gzip) of the landing and sign-in pages, and the profile app's own JS
// beyond what the landing page loaded, against bench/budgets.json. Prints a table and
// `size: N passed, N failed`, writes .artifacts/size.json, exits 1 on a breach.
//
//   node scripts/size-budget.mjs [--public site/public] [--budgets bench/budgets.json]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { additionalJs, kb, measurePage } from '../bench/lib/first-load.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const publicDir = path.resolve(repo, option('--public') ?? process.env.SITE_PUBLIC_DIR ?? 'site/public');
const budgetsFile = path.resolve(repo, option('--budgets') ?? 'bench/budgets.json');
const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const config = readFileSync(path.join(repo, 'locales', 'config.ts'), 'utf8');
const languages = JSON.parse(/export const languages = (\[[^\]]*\])/.exec(config)[1].replace(/'/g, '"'));
const prefix = (language) => (language === languages[0] ? '' : `/${language}`);

const checks = [];
for (const language of languages) {
  let landing = null;
  const measure = (page, pagePath) => {
    try {
      return measurePage(publicDir, pagePath);
    } catch (error) {
      checks.push({ check: `${page} (page exists)`, language, actual: null, budget: null, target: '', ok: false, note: error.message });
      return null;
    }
  };
  landing = measure('landing', `${prefix(language)}/`);
  const signIn = measure('sign-in', `${prefix(language)}/auth/sign-in/`);
  const profile = measure('profile', `${prefix(language)}/profile/`);
  const add = (id, actual) => {
    const budget = budgets.checks[id];
    if (actual === undefined) return;
    checks.push({ check: budget.label, language, actual, budget: budget.gzip, target: budget.target, ok: actual <= budget.gzip });
  };
  if (landing) {
    add('landingJs', landing.js.gzip);
    add('landingCss', landing.css.gzip);
  }
  if (signIn) {
    add('signInJs', signIn.js.gzip);
    add('signInCss', signIn.css.gzip);
  }
  if (landing && profile) add('profileOwnJs', additionalJs(profile, landing).gzip);
}

const header = ['Check (gzip)', 'Locale', 'Actual KB', 'Budget KB', 'Target', 'Result'];
const rows = checks.map((c) => [c.check, c.language, c.actual === null ? '–' : kb(c.actual), c.budget === null ? '–' : kb(c.budget), c.target, c.ok ? 'ok' : `FAIL${c.note ? ` (${c.note})` : ''}`]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
const shown = (file) => (file.startsWith(repo + path.sep) ? path.relative(repo, file) : file);
console.log(`Size budgets for ${shown(publicDir)} (${shown(budgetsFile)}; KB = 1024 bytes, gzip -9)`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
console.log(`size: ${passed} passed, ${failed} failed`);
mkdirSync(path.join(repo, '.artifacts'), { recursive: true });
writeFileSync(path.join(repo, '.artifacts', 'size.json'), `${JSON.stringify({ passed, failed })}\n`);
process.exit(failed > 0 ? 1 : 0);
