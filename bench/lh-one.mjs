import { launchChrome, measureUrl } from './lib/lighthouse.mjs';
const chrome = await launchChrome();
try {
  for (const url of process.argv.slice(2)) {
    const r = await measureUrl(chrome, url, { runs: 1, label: url });
    console.log(url, JSON.stringify(r).slice(0, 600));
  }
} finally { await chrome.kill?.(); }
