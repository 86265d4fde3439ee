// The bench's targets are judged on ratios to the references measured in the page's own
// locale's browser. Synthetic reports: no build, no browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { evaluateTargets, formatReport } from './report.mjs';

const size = (gzip) => ({ js: { gzip, brotli: gzip, raw: gzip }, css: { gzip: 0, brotli: 0, raw: 0 } });
const lh = ({ lcp, tbt, performance = 1, fcp = lcp }) => ({
  lcp,
  fcp,
  tbt,
  cls: 0,
  scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpBreakdown: null,
  benchmarkIndex: 2000,
});
const pages = [
  { id: 'landing', name: 'landing' },
  { id: 'profile', name: 'profile app', session: true },
];

/** Two locales: the floor blocks 40 ms in ru's browser and 100 ms in en's. */
function report({ ruTbt = 30, enTbt = 90, ruPerf = 1, enPerf = 0.99 } = {}) {
  return {
    date: '2026-11-26T00:00:00.000Z',
    mode: 'quick',
    runs: 1,
    machine: { cpus: 2, loadavg: [0, 0, 0] },
    builds: {},
    pages: {
      'landing:ru': { size: size(100), lighthouse: lh({ lcp: 700, tbt: ruTbt, performance: ruPerf }) },
      'profile:ru': { size: { ...size(140), ownJs: { gzip: 40 } }, lighthouse: lh({ lcp: 800, tbt: ruTbt }) },
      'landing:en': { size: size(100), lighthouse: lh({ lcp: 900, tbt: enTbt, performance: enPerf }) },
      'profile:en': { size: { ...size(140), ownJs: { gzip: 40 } }, lighthouse: lh({ lcp: 1400, tbt: enTbt, fcp: 990 }) },
    },
    references: {
      static: { size: size(0), lighthouse: { ru: lh({ lcp: 600, tbt: 0 }), en: lh({ lcp: 900, tbt: 0 }) } },
      floor: {
        size: { ru: size(95), en: size(95) },
        lighthouse: { ru: lh({ lcp: 800, tbt: 40 }), en: lh({ lcp: 1000, tbt: 100, performance: 0.99 }) },
      },
    },
  };
}
const options = { languages: ['ru', 'en'], pages };
const target = (r, start) => evaluateTargets(r, options).find((t) => t.name.startsWith(start));

test('TBT is judged against the floor measured in the same locale', () => {
  const met = target(report(), 'TBT <= 1.0x framework floor');
  assert.equal(met.met, true);
  assert.match(met.name, /40-100 ms by locale/);
  // en's 90 ms is under en's floor (100 ms) and over ru's (40 ms): against ru's floor it would miss.
  const missed = target(report({ ruTbt: 50 }), 'TBT <= 1.0x framework floor');
  assert.equal(missed.met, false);
  assert.deepEqual(missed.missed, ['landing:ru', 'profile:ru']);
});

test('account LCP is judged against the static page measured in the same locale', () => {
  // profile:en 1400 / 900 = 1.56x misses; against ru's static page it would be 2.33x.
  const lcp = target(report(), 'profile app LCP <= 1.5x static');
  assert.deepEqual(lcp.missed, ['profile:en']);
  assert.match(lcp.figure, /worst 1\.56x \(profile:en\)/);
});

test("performance must reach the floor's score of the same locale, and 0.98 where the static page scores 1.00", () => {
  // en: floor 0.99 (>= 0.98) and static 1.00, so the bar is 0.99; landing:en scores 0.99.
  assert.equal(target(report(), 'Lighthouse performance').met, true);
  const missed = target(report({ ruPerf: 0.99 }), 'Lighthouse performance');
  assert.deepEqual(missed.missed, ['landing:ru']);
  assert.match(missed.figure, /worst -0\.01 \(landing:ru\)/);
});

test('the table has a row for each reference in each locale, and ratios to them', () => {
  const r = report();
  r.targets = evaluateTargets(r, options);
  const lines = formatReport(r, options).split('\n');
  const refRows = lines.filter((line) => line.startsWith('| ref: '));
  assert.equal(refRows.length, 4);
  const profileEn = lines.find((line) => line.startsWith('| profile app') && line.includes('| en '));
  // TBT vs floor: 90 / 100 in en's browser.
  assert.match(profileEn, /0\.90x \|$/);
});

test("the account sections' first paint is reported beside the LCP target, against the same locale's static page, and judges nothing", () => {
  const info = target(report(), 'account sections opened directly: first contentful paint');
  assert.equal(info.met, 'info');
  // profile:en 990 / 900 = 1.10x; profile:ru 800 / 600 = 1.33x.
  assert.equal(info.figure, 'worst 1.33x (profile:ru) of 2');
});
