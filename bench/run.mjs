#!/usr/bin/env node
// `pnpm bench`: builds the site for production, serves it as `pnpm start` does, and prints one
// table: first-load JS/CSS, Lighthouse mobile scores and metrics (with the LCP breakdown) for
// the landing page, the sign-in page and each account section, side by side with a hand-written
// static page (the limit) and a minimal Gatsby + i18n page (the framework floor), with each
// page's ratios to them; then build times (cold, warm, 1/3/5 locales), sign-in -> profile time
// and the targets, judged on those ratios. Progress on stderr, the table on stdout, everything
// in .artifacts/bench.json. See docs/performance.md.
//
//   pnpm bench                 full run (4 site builds + the floor's, 3 Lighthouse runs a page)
//   pnpm bench --quick         1 Lighthouse run, one locale (en), one build, no build scaling
//   pnpm bench --no-build      measure the last bench build as it is
//   --runs N   --locales ru,en   override runs / locales
//   --loads N  interleaved real loads a page (default 5; --quick 3)
//
// Then real loads at Lighthouse's mobile throttling (bench/lib/real-load.mjs), interleaved with
// the floor, the data reference and the data reference with the stack's client libraries: when
// each account section's data is painted, and the start-up main-thread work (script self time)
// of every page.
//
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_WORK_DIR (default <tmp>/chameleon-bench),
// BENCH_PORT (default 8100: site 8100, API 8101, static reference 8102, floor 8103, data
// reference 8104, stack reference 8105).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanBuild, hasBuild, syncSiteCopy, timedBuild, workDir, workPublic, workSite, writeLocales } from './lib/build.mjs';
import { benchDir, log, repo } from './lib/env.mjs';
import { additionalJs, measurePage } from './lib/first-load.mjs';
import { measureSignIn, sessionCookie } from './lib/journey.mjs';
import { launchChrome, measureUrl } from './lib/lighthouse.mjs';
import { startSite, startStatic } from './lib/serve.mjs';
import { measureRealLoads, mobileThrottling, settleMs } from './lib/real-load.mjs';
import { checkStability } from './lib/stability.mjs';
import { formatReport, evaluateTargets } from './lib/report.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};

const quick = flag('--quick');
const build = !flag('--no-build');
const allLanguages = JSON.parse(
  /export const languages = (\[[^\]]*\])/.exec(readFileSync(path.join(repo, 'locales', 'config.ts'), 'utf8'))[1].replace(/'/g, '"'),
);
const languages = option('--locales')?.split(',') ?? (quick ? ['en'] : allLanguages);
const runs = Number(option('--runs') ?? (quick ? 1 : 3));
const loads = Number(option('--loads') ?? (quick ? 3 : 5));
const basePort = Number(process.env.BENCH_PORT ?? 8100);
const ports = { site: basePort, api: basePort + 1, static: basePort + 2, floor: basePort + 3, floorData: basePort + 4, floorStack: basePort + 5 };
const demo = { login: 'demo', password: 'demo-password-1' };
const floorDir = path.join(benchDir, 'reference-gatsby');
const floorDataDir = path.join(benchDir, 'reference-gatsby-data');
// The data reference parsing its reply with zod into a MobX store, as the sections do: what the
// stack's client libraries alone cost before the data shows (information beside the target).
const floorStackDir = path.join(benchDir, 'reference-gatsby-stack');
// The mark the account sections set when the user's data is on screen (the data reference sets the same).
const dataPaintedMark = /dataPaintedMark = '([^']+)'/.exec(readFileSync(path.join(repo, 'site', 'src', 'screens', 'profile', 'ProfileRoute.tsx'), 'utf8'))?.[1];
if (!dataPaintedMark) throw new Error('site/src/screens/profile/ProfileRoute.tsx: no dataPaintedMark');
const staticDir = path.join(benchDir, 'reference-static');
const artifacts = path.join(repo, '.artifacts');
const deadline = Date.now() + Number(process.env.BENCH_TIMEOUT_MINUTES ?? 120) * 60_000;

const prefix = (language) => (language === allLanguages[0] ? '' : `/${language}`);
// The account sections are rows of their own, each opened directly (a bookmark, a reload).
// `everyLocale: false`: Lighthouse runs in the run's first locale only (the bench's time
// limit); the real loads take every page in every locale.
const pages = [
  { id: 'landing', name: 'landing', path: (l) => `${prefix(l)}/` },
  { id: 'signIn', name: 'sign-in', path: (l) => `${prefix(l)}/auth/sign-in/` },
  { id: 'profile', name: 'profile app', path: (l) => `${prefix(l)}/profile/`, session: true },
  { id: 'subscription', name: 'profile: subscription', path: (l) => `${prefix(l)}/profile/subscription/`, session: true },
  { id: 'transactions', name: 'profile: transactions', path: (l) => `${prefix(l)}/profile/transactions/`, session: true, everyLocale: false },
  { id: 'settings', name: 'profile: settings', path: (l) => `${prefix(l)}/profile/settings/`, session: true, everyLocale: false },
  // The demo catalogue's first game, 7 days (what the subscription page's Buy opens).
  { id: 'payment', name: 'profile: payment', path: (l) => `${prefix(l)}/profile/payment/?game=1&days=7`, session: true, everyLocale: false },
];
const measured = (page, language) => page.everyLocale !== false || language === languages[0];

function checkDeadline(stage) {
  if (Date.now() > deadline) throw new Error(`bench: over its time limit before "${stage}" (BENCH_TIMEOUT_MINUTES)`);
}

async function buildStage() {
  const builds = { mode: build ? (quick ? 'quick' : 'full') : 'reused' };
  if (!build) {
    if (!hasBuild(workSite)) throw new Error(`--no-build: no bench build in ${workSite} yet`);
    return { ...builds, ...(await referenceBuilds()) };
  }
  syncSiteCopy();
  if (!quick) {
    // Scaling first, so the build left behind is the full five-locale one.
    builds.scaling = [];
    for (const count of [1, 3]) {
      checkDeadline(`build ${count} locales`);
      writeLocales(allLanguages.slice(0, count));
      cleanBuild();
      builds.scaling.push({ locales: count, ...(await timedBuild(workSite, `cold, ${count} locale(s)`)) });
    }
    writeLocales(allLanguages);
    cleanBuild();
    builds.cold = await timedBuild(workSite, `cold, ${allLanguages.length} locales`);
    builds.scaling.push({ locales: allLanguages.length, ...builds.cold });
    builds.warm = await timedBuild(workSite, `warm, ${allLanguages.length} locales`);
    cleanBuild(floorDir);
    builds.floorCold = await timedBuild(floorDir, 'framework floor (reference-gatsby), cold');
    cleanBuild(floorDataDir);
    builds.floorDataCold = await timedBuild(floorDataDir, 'data reference (reference-gatsby-data), cold');
    cleanBuild(floorStackDir);
    builds.floorStackCold = await timedBuild(floorStackDir, 'stack reference (reference-gatsby-stack), cold');
  } else {
    writeLocales(allLanguages);
    const warm = existsSync(path.join(workSite, '.cache'));
    builds[warm ? 'warm' : 'cold'] = await timedBuild(workSite, `${warm ? 'warm' : 'cold'}, ${allLanguages.length} locales`);
  }
  return { ...builds, ...(await referenceBuilds()) };
}

/** The references' builds where they have none yet. */
async function referenceBuilds() {
  const builds = {};
  if (!hasBuild(floorDir)) builds.floorCold = await timedBuild(floorDir, 'framework floor (reference-gatsby), cold');
  if (!hasBuild(floorDataDir)) builds.floorDataCold = await timedBuild(floorDataDir, 'data reference (reference-gatsby-data), cold');
  if (!hasBuild(floorStackDir)) builds.floorStackCold = await timedBuild(floorStackDir, 'stack reference (reference-gatsby-stack), cold');
  return builds;
}

/**
 * Locally the API runs without a reCAPTCHA secret and accepts only the development token, so
 * the build is served with the development captcha (runtime-config.json is the file a deploy
 * replaces without rebuilding). Google's widget, a third party, is outside these figures.
 */
function useDevelopmentCaptcha(publicDir) {
  const file = path.join(publicDir, 'runtime-config.json');
  if (!existsSync(file)) return null;
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const original = config.captchaSiteKey ?? null;
  if (original) writeFileSync(file, `${JSON.stringify({ ...config, captchaSiteKey: '' }, null, 2)}\n`);
  return original;
}

function sizeStage() {
  const sizes = {};
  for (const language of languages) {
    for (const page of pages.filter((p) => measured(p, language))) {
      // A section without HTML of its own is served the profile app's page (its matchPath).
      const own = page.path(language).split('?')[0];
      const html = existsSync(path.join(workPublic, own, 'index.html')) ? own : `${prefix(language)}/profile/`;
      sizes[`${page.id}:${language}`] = measurePage(workPublic, page.session ? html : own);
    }
  }
  for (const language of languages) {
    const own = additionalJs(sizes[`profile:${language}`], sizes[`landing:${language}`]);
    sizes[`profile:${language}`].ownJs = own;
  }
  const floor = Object.fromEntries(allLanguages.map((l) => [l, measurePage(path.join(floorDir, 'public'), `${prefix(l)}/`)]));
  const staticPage = measurePage(staticDir, '/');
  return { sizes, floor, staticPage };
}

async function main() {
  const started = Date.now();
  log(`${quick ? 'quick' : 'full'} run: locales ${languages.join(', ')}, ${runs} Lighthouse run(s) and ${loads} real loads a page; work dir ${workDir}`);
  const builds = await buildStage();
  const replacedCaptchaKey = useDevelopmentCaptcha(workPublic);
  const { sizes, floor, staticPage } = sizeStage();

  const servers = [];
  let chrome = null;
  const stopAll = () => Promise.all([...servers.map((server) => server.stop()), chrome?.kill()]);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll().then(() => process.exit(130)));
  const lighthouse = {};
  const realLoads = {};
  let journey = null;
  let stability = null;
  try {
    servers.push(await startSite({ publicDir: workPublic, sitePort: ports.site, apiPort: ports.api, dataDir: path.join(workDir, 'api-data') }));
    servers.push(await startStatic({ publicDir: staticDir, port: ports.static }));
    servers.push(await startStatic({ publicDir: path.join(floorDir, 'public'), port: ports.floor }));
    // Its main-data request goes through the same /api proxy to the same API as the site's.
    servers.push(await startStatic({ publicDir: path.join(floorDataDir, 'public'), port: ports.floorData, apiProxy: `http://127.0.0.1:${ports.api}` }));
    servers.push(await startStatic({ publicDir: path.join(floorStackDir, 'public'), port: ports.floorStack, apiProxy: `http://127.0.0.1:${ports.api}` }));
    const site = `http://127.0.0.1:${ports.site}`;
    const cookie = await sessionCookie({ baseUrl: site, ...demo });

    // Each locale is measured as its visitors see it: in a browser set to that language, with
    // both references measured in that browser just before its pages, so each page is judged
    // against a yardstick taken minutes (not a quarter of an hour) from it on this shared machine.
    lighthouse.static = {};
    lighthouse.floor = {};
    for (const language of languages) {
      chrome = await launchChrome({ language });
      lighthouse.static[language] = await measureUrl(chrome, `http://127.0.0.1:${ports.static}/`, { runs, label: `static reference ${language}` });
      lighthouse.floor[language] = await measureUrl(chrome, `http://127.0.0.1:${ports.floor}${prefix(language)}/`, { runs, label: `framework floor ${language}` });
      // Public pages first, then the signed-in ones.
      for (const page of [...pages.filter((p) => !p.session), ...pages.filter((p) => p.session)].filter((p) => measured(p, language))) {
        checkDeadline(`lighthouse ${page.name} ${language}`);
        lighthouse[`${page.id}:${language}`] = await measureUrl(chrome, `${site}${page.path(language)}`, {
          runs,
          label: `${page.name} ${language}`,
          session: page.session ? { cookie } : undefined,
        });
      }
      await chrome.kill();
      chrome = null;
    }

    // Every page in every locale, with the three Gatsby references in the same rounds.
    for (const language of languages) {
      checkDeadline(`real loads ${language}`);
      const targets = [
        { id: 'floor', url: `http://127.0.0.1:${ports.floor}${prefix(language)}/` },
        { id: 'floorData', url: `http://127.0.0.1:${ports.floorData}${prefix(language)}/`, session: true, dataMark: true },
        { id: 'floorStack', url: `http://127.0.0.1:${ports.floorStack}${prefix(language)}/`, session: true, dataMark: true },
        ...pages.map((page) => ({ id: page.id, url: `${site}${page.path(language)}`, session: page.session, dataMark: page.session })),
      ];
      realLoads[language] = await measureRealLoads({ targets, runs: loads, language, mark: dataPaintedMark, cookie });
    }

    checkDeadline('sign-in journey');
    const journeyLanguage = languages.includes('en') ? 'en' : languages[0];
    // A failing stage is reported in the table and the JSON rather than losing the whole run.
    journey = await measureSignIn({ baseUrl: site, language: journeyLanguage, runs, ...demo }).catch((error) => ({
      language: journeyLanguage,
      error: error.message.split('\n')[0],
    }));
    checkDeadline('stability');
    stability = await checkStability({
      baseUrl: site,
      publicDir: workPublic,
      pages: [pages[0].path(journeyLanguage), pages[1].path(journeyLanguage)],
    }).catch((error) => ({ error: error.message.split('\n')[0] }));
  } finally {
    await stopAll();
  }

  const report = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    runs,
    languages,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg(), node: process.version },
    served: { note: 'scripts/start.mjs over the bench build; development captcha', replacedCaptchaKey: Boolean(replacedCaptchaKey) },
    pages: Object.fromEntries(Object.entries(sizes).map(([key, value]) => [key, { size: value, lighthouse: lighthouse[key] }])),
    references: {
      // Lighthouse figures by locale (the browser's language), sizes of the floor by locale.
      static: { size: staticPage, lighthouse: lighthouse.static },
      floor: { size: floor, lighthouse: lighthouse.floor },
    },
    // By locale, then page id (and `floor`, `floorData`, `floorStack`).
    realLoads: { loads, throttling: mobileThrottling, settleMs, byLocale: realLoads },
    builds,
    journey,
    stability,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  report.targets = evaluateTargets(report, { languages, pages });
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(path.join(artifacts, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(formatReport(report, { languages, pages }));
  log(`done in ${report.seconds} s; results in .artifacts/bench.json`);
}

main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
