#!/usr/bin/env node
// An A/B of site builds in one run: each build (a `public` directory, e.g. one built from a
// worktree with a mechanism taken out) is served as `pnpm start` serves it, all against one API
// with the demo user's session, and loaded interleaved with the data reference
// (bench/reference-gatsby-data) at Lighthouse's mobile throttling (bench/lib/real-load.mjs).
// Prints per build and page: data painted, script self time and FCP as median [min-max], and
// whether each build's median lies outside the first build's spread (the "gain above the run's
// own spread" of docs/performance.md).
//
//   node bench/ab.mjs --build A=site/public --build B=/work/wt-x/site/public
//                     [--page /en/profile/] [--page /en/] [--runs 7]
//
// Env: CHROME_PATH, BENCH_PORT (default 8400: API +1, builds from +2).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasBuild, timedBuild } from './lib/build.mjs';
import { benchDir, log, repo } from './lib/env.mjs';
import { sessionCookie } from './lib/journey.mjs';
import { measureRealLoads } from './lib/real-load.mjs';
import { startSite, startStatic } from './lib/serve.mjs';

const argv = process.argv.slice(2);
const all = (name) => argv.flatMap((arg, i) => (argv[i - 1] === name ? [arg] : []));
const builds = all('--build').map((spec) => {
  const [name, dir] = spec.split('=');
  return { name, dir: path.resolve(dir) };
});
const pages = all('--page').length > 0 ? all('--page') : ['/en/profile/'];
const runs = Number(all('--runs')[0] ?? 7);
if (builds.length < 2 || builds.some(({ name, dir }) => !name || !existsSync(path.join(dir, 'index.html')))) {
  console.error('usage: node bench/ab.mjs --build A=<public dir> --build B=<public dir> [--page /en/profile/] [--runs 7]');
  process.exit(2);
}
const basePort = Number(process.env.BENCH_PORT ?? 8400);
// Every build answers runtime-config.json as `pnpm start` does (with its demo notice), not
// only the one served with the API.
process.env.SITE_DEMO = '1';
const apiPort = basePort + 1;
const mark = /dataPaintedMark = '([^']+)'/.exec(readFileSync(path.join(repo, 'site', 'src', 'screens', 'profile', 'ProfileRoute.tsx'), 'utf8'))[1];
const referenceDir = path.join(benchDir, 'reference-gatsby-data');
const accountPage = (page) => /\/profile\//.test(page);

const figure = (spread) => (spread ? `${Math.round(spread.median)} [${Math.round(spread.min)}-${Math.round(spread.max)}]` : '–');

async function main() {
  if (!hasBuild(referenceDir)) await timedBuild(referenceDir, 'data reference (reference-gatsby-data)');
  const servers = [];
  try {
    // The first build with the API (start.mjs), the others and the reference proxying to it.
    const [first, ...others] = builds;
    const origin = (i) => `http://127.0.0.1:${basePort + 2 + i}`;
    servers.push(await startSite({ publicDir: first.dir, sitePort: basePort + 2, apiPort, dataDir: mkdtempSync(path.join(os.tmpdir(), 'chameleon-ab-')) }));
    for (const [i, build] of others.entries()) servers.push(await startStatic({ publicDir: build.dir, port: basePort + 3 + i, apiProxy: `http://127.0.0.1:${apiPort}` }));
    const referencePort = basePort + 3 + others.length;
    servers.push(await startStatic({ publicDir: path.join(referenceDir, 'public'), port: referencePort, apiProxy: `http://127.0.0.1:${apiPort}` }));
    const cookie = await sessionCookie({ baseUrl: origin(0), login: 'demo', password: 'demo-password-1' });

    const rows = [];
    for (const page of pages) {
      const language = page.split('/')[1] || 'ru';
      const targets = [
        ...builds.map((build, i) => ({ id: build.name, url: `${origin(i)}${page}`, session: accountPage(page), dataMark: accountPage(page) })),
        ...(accountPage(page) ? [{ id: 'data reference', url: `http://127.0.0.1:${referencePort}/${language === 'ru' ? '' : `${language}/`}`, session: true, dataMark: true }] : []),
      ];
      const results = await measureRealLoads({ targets, runs, language, mark, cookie });
      const base = results[first.name];
      for (const target of targets) {
        const result = results[target.id];
        const beyond = (metric) => {
          if (target.id === first.name || !result[metric] || !base[metric]) return '';
          if (result[metric].median < base[metric].min) return ' (below A’s spread)';
          if (result[metric].median > base[metric].max) return ' (above A’s spread)';
          return ' (within A’s spread)';
        };
        rows.push(`| ${page} | ${target.id} | ${figure(result.dataPainted)}${beyond('dataPainted')} | ${figure(result.scriptMs)}${beyond('scriptMs')} | ${figure(result.fcp)}${beyond('fcp')} |`);
      }
    }
    console.log(`\n${runs} interleaved loads each, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; median [min-max] ms\n`);
    console.log('| Page | Build | Data painted | Script self time | FCP |\n|---|---|---|---|---|');
    console.log(rows.join('\n'));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  log('done');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
