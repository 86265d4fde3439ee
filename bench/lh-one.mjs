#!/usr/bin/env node
// Lighthouse (the bench's settings: mobile preset, Debian Chromium) for one or more URLs of a
// running server, one run each, printing the figures and what `measureUrl` keeps. For looking
// into one page without a full `pnpm bench`; BENCH_LHR_DIR=<dir> keeps the full reports.
//   node bench/lh-one.mjs [--lang de] http://127.0.0.1:8000/de/ ...
import { launchChrome, measureUrl } from './lib/lighthouse.mjs';

const argv = process.argv.slice(2);
const language = argv.includes('--lang') ? argv[argv.indexOf('--lang') + 1] : undefined;
const urls = argv.filter((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const chrome = await launchChrome({ language });
try {
  for (const url of urls) console.log(url, JSON.stringify(await measureUrl(chrome, url, { runs: 1, label: url })));
} finally {
  await chrome.kill();
}
