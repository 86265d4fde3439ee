// `pnpm openapi`: writes the contract's OpenAPI documents to docs/ (docs/openapi.json for the
// reference API, docs/openapi.<reading>.json for any further reading of the protocol).
// `pnpm openapi --check`: exits 1 when a written document is not what the contract gives today,
// which is how CI keeps docs/ current (scripts/test-all.mjs runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiPath, openApiText, PROTOCOL_READINGS } from '../api/src/ops/openapi';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const check = process.argv.includes('--check');
let stale = 0;
for (const reading of PROTOCOL_READINGS) {
  const file = path.join(docs, openApiPath(reading).slice(1));
  const text = openApiText(reading);
  let written: string | null = null;
  try {
    written = readFileSync(file, 'utf8');
  } catch {
    written = null;
  }
  const relative = path.relative(process.cwd(), file);
  if (!check) {
    writeFileSync(file, text);
    console.log(`${written === text ? 'unchanged' : 'wrote'} ${relative}`);
  } else if (written !== text) {
    stale += 1;
    console.error(`${relative} is not current: run \`pnpm openapi\` and commit it.`);
  } else {
    console.log(`${relative} is current.`);
  }
}
console.log(check ? `${PROTOCOL_READINGS.length - stale} passed, ${stale} failed` : 'done');
process.exit(stale === 0 ? 0 : 1);
