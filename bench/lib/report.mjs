// The printed table and the targets (first-load sizes, and ratios to the references
// measured in the same run), from the report object run.mjs assembles.
const KB = 1024;
const kb = (bytes) => (typeof bytes === 'number' ? (bytes / KB).toFixed(1) : '–');
const score = (value) => (typeof value === 'number' ? value.toFixed(2) : '–');
const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : '–');
const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? `${(a / b).toFixed(2)}x` : '–');

function table(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => (i < 2 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** `ttfb/load delay/load time/render delay` in ms. */
const breakdown = (parts) => (parts ? [parts.ttfb, parts.loadDelay, parts.loadTime, parts.renderDelay].map(ms).join('/') : '–');

/** Pages of the report in table order: `{ key, page, language, entry }` for each page measured. */
function measuredRows(report, { languages, pages }) {
  return languages.flatMap((language) =>
    pages.filter((page) => report.pages[`${page.id}:${language}`]).map((page) => ({ key: `${page.id}:${language}`, page, language, entry: report.pages[`${page.id}:${language}`] })),
  );
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const middle = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
};

/**
 * One page's `field` (`dataPainted`, `scriptMs`) against a reference's from the same
 * interleaved real loads: `{ value, low, high }`, the ratio of the medians and the lowest and
 * highest ratio within one round (the n-th load of each). `value` is null unless every load of
 * both gave the figure: a load that never painted the data is not left out of the median.
 */
export function realLoadRatio(ours, reference, field) {
  const a = (ours?.samples ?? []).map((sample) => sample[field]);
  const b = (reference?.samples ?? []).map((sample) => sample[field]);
  const complete = (list) => list.length > 0 && list.every(isNumber);
  if (!complete(a) || !complete(b) || middle(b) <= 0) return { value: null, low: null, high: null };
  const rounds = a.map((value, i) => (b[i] > 0 ? value / b[i] : null)).filter(isNumber);
  return { value: middle(a) / middle(b), low: rounds.length ? Math.min(...rounds) : null, high: rounds.length ? Math.max(...rounds) : null };
}

/** The real loads' rows: every page of `pages` in every locale, with its ratios. */
function realLoadRows(report, { languages, pages }) {
  return languages.flatMap((language) => {
    const loads = report.realLoads?.byLocale?.[language] ?? {};
    return pages.map((page) => ({
      key: `${page.id}:${language}`,
      page,
      language,
      loads: loads[page.id],
      dataPainted: page.session ? realLoadRatio(loads[page.id], loads.floorData, 'dataPainted') : null,
      // Information, no target: against the same page with only the stack's client libraries.
      dataPaintedStack: page.session ? realLoadRatio(loads[page.id], loads.floorStack, 'dataPainted') : null,
      scriptMs: realLoadRatio(loads[page.id], loads.floor, 'scriptMs'),
    }));
  });
}

/** `median [min-max]` of a real-load figure, ms. */
const spreadMs = (figure) => (figure ? `${ms(figure.median)} [${ms(figure.min)}-${ms(figure.max)}]` : '–');
const ratioSpread = (r) => (r && isNumber(r.value) ? `${r.value.toFixed(2)}x [${r.low.toFixed(2)}-${r.high.toFixed(2)}]` : r ? 'no figure' : '');

function realLoadTable(report, { languages, pages }) {
  const header = ['Page', 'Locale', 'FCP ms', 'data painted ms', 'data vs data ref [rounds]', 'data vs stack ref [rounds]', 'script ms', 'script vs floor [rounds]', 'failed loads'];
  const failed = (loads) => (loads?.samples ?? []).filter((s) => s.error).length || '';
  const rows = [];
  const rowsByLocale = realLoadRows(report, { languages, pages });
  for (const language of languages) {
    const loads = report.realLoads?.byLocale?.[language];
    if (!loads) continue;
    for (const [id, name] of [['floor', 'ref: Gatsby+i18n floor'], ['floorData', 'ref: floor + main data'], ['floorStack', 'ref: + MobX and zod']]) {
      if (!loads[id]) continue;
      rows.push([name, language, spreadMs(loads[id].fcp), spreadMs(loads[id].dataPainted), '', '', spreadMs(loads[id].scriptMs), '', failed(loads[id])]);
    }
    for (const r of rowsByLocale.filter((row) => row.language === language)) {
      rows.push([r.page.name, language, spreadMs(r.loads?.fcp), spreadMs(r.loads?.dataPainted), ratioSpread(r.dataPainted), ratioSpread(r.dataPaintedStack), spreadMs(r.loads?.scriptMs), ratioSpread(r.scriptMs), failed(r.loads)]);
    }
  }
  return table(header, rows);
}

export function formatReport(report, { languages, pages }) {
  const staticRef = report.references.static;
  const floorRef = report.references.floor;
  const header = [
    'Page', 'Locale', 'JS gz KB', 'JS br KB', 'JS KB', 'CSS gz KB', 'CSS br KB', 'Perf', 'A11y', 'BP', 'SEO',
    'LCP ms', 'LCP parts ms', 'TBT ms', 'CLS', 'own JS gz KB', 'JS gz vs floor', 'LCP vs floor', 'LCP vs static', 'TBT vs floor',
  ];
  // Every ratio is to the references measured in the same locale's browser, just before its pages.
  const row = (name, locale, size, lh, floorSize, own) => [
    name,
    locale,
    kb(size.js.gzip),
    kb(size.js.brotli),
    kb(size.js.raw),
    kb(size.css.gzip),
    kb(size.css.brotli),
    score(lh?.scores.performance),
    score(lh?.scores.accessibility),
    score(lh?.scores['best-practices']),
    score(lh?.scores.seo),
    ms(lh?.lcp),
    breakdown(lh?.lcpBreakdown),
    ms(lh?.tbt),
    typeof lh?.cls === 'number' ? lh.cls.toFixed(3) : '–',
    own ? kb(own.gzip) : '',
    floorSize ? ratio(size.js.gzip, floorSize.js.gzip) : '',
    ratio(lh?.lcp, floorRef.lighthouse?.[locale]?.lcp),
    ratio(lh?.lcp, staticRef.lighthouse?.[locale]?.lcp),
    ratio(lh?.tbt, floorRef.lighthouse?.[locale]?.tbt),
  ];
  const rows = measuredRows(report, { languages, pages }).map(({ page, language, entry }) =>
    row(page.name, language, entry.size, entry.lighthouse, floorRef.size[language], page.id === 'profile' ? entry.size.ownJs : null),
  );
  for (const language of languages) {
    // The static page is the same (English) file in every locale's browser.
    rows.push(row('ref: static HTML', language, staticRef.size, staticRef.lighthouse?.[language]));
    rows.push(row('ref: Gatsby+i18n floor', language, floorRef.size[language], floorRef.lighthouse?.[language], floorRef.size[language]));
  }

  const lines = [
    `Chameleon bench (${report.mode}, ${report.runs} Lighthouse run(s) a page, median; mobile preset; ${report.date})`,
    '',
    table(header, rows),
    '',
    'Sizes: first load = scripts/styles in the HTML (inline included) + the page chunk group Gatsby loads before hydration; KB = 1024 bytes; gzip -9, brotli 11. own JS = profile JS not already loaded by the landing page. Account sections without HTML of their own are served the profile app\'s page (same first load).',
    'LCP parts = Lighthouse\'s LCP breakdown: time to first byte / resource load delay / resource load time / render delay, from the trace of the real (unthrottled) load, so they show where the time goes rather than adding up to the simulated LCP. Ratios are to the references measured in the same locale\'s browser just before its pages (ref rows).',
  ];
  if (report.realLoads) {
    const t = report.realLoads.throttling;
    lines.push(
      '',
      `Real loads: ${report.realLoads.loads} a page, interleaved with the Gatsby references in every locale's browser; ${t.cpuSlowdown}x CPU, ${t.roundTripMs} ms round trip, ${t.downloadKbps} kbit/s down, cold cache. Median [min-max]; a ratio is of the medians, [rounds] the lowest and highest ratio within one round. data painted = the "data painted" mark; stack ref = the data reference parsing its reply with zod into a MobX store (information, no target); script = self time of the page's scripts in a CPU profile to ${report.realLoads.settleMs / 1000} s after load.`,
      '',
      realLoadTable(report, { languages, pages }),
      '',
    );
  }
  const b = report.builds;
  if (b.cold !== undefined || b.warm !== undefined) {
    const time = (t) => `${t.seconds.toFixed(1)} s (${typeof t.cpuSeconds === 'number' ? t.cpuSeconds.toFixed(1) : '?'} s CPU)`;
    const parts = [];
    if (b.cold !== undefined) parts.push(`cold ${time(b.cold)}`);
    if (b.warm !== undefined) parts.push(`warm ${time(b.warm)}`);
    if (b.floorCold !== undefined) parts.push(`framework floor cold ${time(b.floorCold)}`);
    if (b.floorDataCold !== undefined) parts.push(`data reference cold ${time(b.floorDataCold)}`);
    if (b.floorStackCold !== undefined) parts.push(`stack reference cold ${time(b.floorStackCold)}`);
    lines.push(`Builds of the whole site (every locale), wall time (CPU time of all build processes): ${parts.join('; ')}`);
    if (b.scaling) lines.push(`Cold build by number of locales: ${b.scaling.map((s) => `${s.locales} -> ${time(s)}`).join(', ')}`);
  } else {
    lines.push('Builds: not run (--no-build)');
  }
  const indexes = Object.values(report.pages).map((p) => p.lighthouse?.benchmarkIndex).filter(Number.isFinite);
  lines.push(
    `Machine: ${report.machine.cpus} cores, load ${report.machine.loadavg.map((l) => l.toFixed(1)).join('/')} at the end, Lighthouse benchmarkIndex ${indexes.length ? Math.round(Math.min(...indexes)) : '–'}-${indexes.length ? Math.round(Math.max(...indexes)) : '–'} (TBT and LCP grow on a busy machine)`,
  );
  if (report.journey?.error) lines.push(`Sign in -> profile: FAILED (${report.journey.error})`);
  else if (report.journey) lines.push(`Sign in -> profile rendered (${report.journey.language}, median of ${report.journey.runs}): ${ms(report.journey.ms)} ms [${report.journey.samples.map(ms).join(', ')}]`);
  if (report.stability?.error) lines.push(`Stability: FAILED (${report.stability.error})`);
  else if (report.stability) {
    const s = report.stability;
    lines.push(`Stability (static HTML before any JS vs hydrated; default and stored light theme): theme flash ${s.noThemeFlash ? 'none' : 'YES'}, hydration/translation shift ${s.noHydrationShift ? 'none' : 'YES'}, content swapped while loading ${s.noContentSwap ? 'none' : 'YES'}, web fonts ${s.noWebFonts ? 'none' : 'loaded'}`);
  }
  lines.push('', 'Targets:');
  for (const target of report.targets) lines.push(`  ${target.met === 'info' ? '    ' : target.met === null ? '?   ' : target.met ? 'ok  ' : 'MISS'} ${target.name}: ${target.figure}`);
  return `${lines.join('\n')}\n`;
}

export function evaluateTargets(report, { languages, pages }) {
  const targets = [];
  const rows = measuredRows(report, { languages, pages }).map(({ key, page, language, entry }) => ({ key, page, language, ...entry }));
  const publicPages = rows.filter((r) => !r.page.session);
  const accountPages = rows.filter((r) => r.page.session);
  const landing = rows.filter((r) => r.page.id === 'landing');
  /**
   * `pick` gives each page's figure (null: not measured), `ok` judges one figure (null: reported
   * as information, judged by nothing), `worse(a, b)` is true when b is worse than a. A page
   * without a figure misses a judged target: a failed load proves nothing. The figure names the
   * worst page (with `detail(key)`, e.g. the spread of its rounds) and the pages that missed.
   */
  const judge = (name, list, pick, ok, format, worse, detail = () => '') => {
    const picked = list.map((entry) => ({ key: entry.key, value: pick(entry) }));
    const values = picked.filter((v) => typeof v.value === 'number' && !Number.isNaN(v.value));
    const absent = picked.filter((v) => !values.includes(v)).map((v) => v.key);
    if (picked.length === 0 || (values.length === 0 && ok === null)) return targets.push({ name, met: null, figure: 'not measured' });
    const worst = values.length ? values.reduce((acc, v) => (worse(acc.value, v.value) ? v : acc)) : null;
    const worstText = worst ? `worst ${format(worst.value)} (${worst.key}${detail(worst.key)})` : 'no figure';
    if (ok === null) return targets.push({ name, met: 'info', figure: `${worstText} of ${values.length}` });
    const missed = [...values.filter((v) => !ok(v.value)).map((v) => v.key), ...absent];
    targets.push({
      name,
      met: missed.length === 0,
      figure: `${worstText}${missed.length ? `; missed on ${missed.length} of ${picked.length}: ${missed.join(', ')}` : `; all ${picked.length} met`}${absent.length ? `; no figure for ${absent.join(', ')}` : ''}`,
      missed,
    });
  };
  const higher = (a, v) => v > a;
  const lower = (a, v) => v < a;
  const times = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'inf x');
  // Every target is a ratio to the references measured in this run, in the page's
  // locale's browser just before its pages, so a slow spell of the machine moves ours and the
  // yardstick together. A reference figure of a row's locale: `reference('floor', 'tbt')(row)`.
  const reference = (name, pick) => (entry) => {
    const lh = report.references[name].lighthouse?.[entry.language];
    const value = lh === undefined ? undefined : pick(lh);
    return typeof value === 'number' ? value : null;
  };
  /** The references' figures across locales, for a target's name: `650 ms` or `640-702 ms`. */
  const span = (name, pick, format) => {
    const values = Object.values(report.references[name].lighthouse ?? {}).map(pick).filter((v) => typeof v === 'number');
    if (values.length === 0) return '–';
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? format(low) : `${format(low)}-${format(high)}`;
  };
  const staticLcp = reference('static', (lh) => lh.lcp);
  const staticLcps = `${span('static', (lh) => lh.lcp, ms)} ms`;
  const staticFcp = reference('static', (lh) => lh.fcp);
  judge(
    `account sections opened directly: frame and title paint (FCP) <= 1.3x static reference (${span('static', (lh) => lh.fcp, ms)} ms)`,
    accountPages,
    (e) => (staticFcp(e) && typeof e.lighthouse?.fcp === 'number' ? e.lighthouse.fcp / staticFcp(e) : null),
    (v) => v <= 1.3,
    times,
    higher,
  );
  const loadRows = realLoadRows(report, { languages, pages });
  const spreadOf = (field) => {
    const byKey = new Map(loadRows.map((r) => [r.key, r[field]]));
    return (key) => {
      const r = byKey.get(key);
      return r && typeof r.low === 'number' ? `; rounds ${times(r.low)}-${times(r.high)}` : '';
    };
  };
  judge(
    `data painted <= 1.0x data reference (reference-gatsby-data), every account section, real loads at mobile throttling, median of ${report.realLoads?.loads ?? '–'} interleaved`,
    loadRows.filter((r) => r.page.session),
    (e) => e.dataPainted.value,
    (v) => v <= 1.0,
    times,
    higher,
    spreadOf('dataPainted'),
  );
  for (const [label, limit, pick] of [
    ['landing', 1.3, (r) => r.page.id === 'landing'],
    ['sign-in', 1.5, (r) => r.page.id === 'signIn'],
    ['account sections', 2.0, (r) => r.page.session],
  ]) {
    judge(
      `start-up main-thread work (script self time, 4x CPU) of ${label} <= ${limit.toFixed(1)}x framework floor, median of ${report.realLoads?.loads ?? '–'} interleaved`,
      loadRows.filter(pick),
      (e) => e.scriptMs.value,
      (v) => v <= limit,
      times,
      higher,
      spreadOf('scriptMs'),
    );
  }
  const floorTbt = reference('floor', (lh) => lh.tbt);
  judge(
    `TBT vs framework floor (${span('floor', (lh) => lh.tbt, ms)} ms by locale), every page: information (noise at these sizes)`,
    rows,
    (e) => {
      const floor = floorTbt(e);
      if (typeof e.lighthouse?.tbt !== 'number' || floor === null) return null;
      return floor > 0 ? e.lighthouse.tbt / floor : e.lighthouse.tbt > 0 ? Infinity : 0;
    },
    null,
    times,
    higher,
  );
  judge('CLS = 0, every page', rows, (e) => e.lighthouse?.cls, (v) => v === 0, (v) => v.toFixed(3), higher);
  judge(
    `Lighthouse performance score, every page: information (its LCP and TBT parts are judged by the targets above); figure: lowest`,
    rows,
    (e) => e.lighthouse?.scores.performance,
    null,
    score,
    lower,
  );
  judge(
    `public pages LCP <= 1.3x static reference (${staticLcps})`,
    publicPages,
    (e) => (staticLcp(e) ? e.lighthouse?.lcp / staticLcp(e) : null),
    (v) => v <= 1.3,
    times,
    higher,
  );
  const floor = report.references.floor.size;
  // Three decimals: sizes do not wobble, and 1.1004x must not read as the 1.10x it misses by.
  judge('landing first-load JS <= 1.1x framework floor (gzip)', landing, (e) => e.size.js.gzip / floor[e.key.split(':')[1]].js.gzip, (v) => v <= 1.1, (v) => `${v.toFixed(3)}x`, higher);
  for (const [id, label] of [['accessibility', 'accessibility'], ['best-practices', 'best practices'], ['seo', 'SEO']]) {
    const list = id === 'seo' ? publicPages : rows; // the profile app is noindex on purpose
    judge(`Lighthouse ${label} = 1.0${id === 'seo' ? ' (public pages; profile is noindex)' : ''}`, list, (e) => e.lighthouse?.scores[id], (v) => v >= 1, score, lower);
  }
  judge('profile own JS beyond landing <= 60 KB gzip', rows.filter((r) => r.page.id === 'profile'), (e) => e.size.ownJs?.gzip, (v) => v <= 60 * KB, (v) => `${kb(v)} KB`, higher);
  const s = report.stability;
  const profileCls = accountPages.reduce((acc, e) => (typeof e.lighthouse?.cls === 'number' ? Math.max(acc ?? 0, e.lighthouse.cls) : acc), null);
  targets.push({
    name: 'no theme flash, no shift when fonts/translations/session load',
    met: s && !s.error ? s.noThemeFlash && s.noHydrationShift && s.noContentSwap && s.noWebFonts && profileCls === 0 : null,
    figure: s && !s.error ? `theme flash ${s.noThemeFlash ? 'none' : 'seen'}, hydration shift ${s.noHydrationShift ? 'none' : 'seen'}, content swap ${s.noContentSwap ? 'none' : 'seen'}, web fonts ${s.noWebFonts ? 'none' : 'loaded'}; session load (account CLS): ${profileCls === null ? '–' : profileCls.toFixed(3)}` : 'not measured',
  });
  return targets;
}
