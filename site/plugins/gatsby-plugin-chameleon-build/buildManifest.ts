import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the build manifest (spec section 7: `{ id }` at `manifestPath`, e.g.
 * `/builds/latest.json`) after a build. The id is the webpack compilation hash Gatsby inlines
 * into every page (`window.___webpackCompilationHash`) and writes to
 * `page-data/app-data.json`, so the running page and the file compare like for like.
 */
export function writeBuildManifest(publicDir: string, manifestPath: string): { id: string } {
  const appData = JSON.parse(readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown };
  const id = appData.webpackCompilationHash;
  if (typeof id !== 'string' || id === '') throw new Error('page-data/app-data.json names no webpackCompilationHash');
  const file = path.join(publicDir, ...manifestPath.split('/').filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ id })}\n`);
  return { id };
}
