import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildManifestPath, type BuildManifest } from './buildManifest';

/**
 * Writes `public/builds/latest.json` after a build. The id is the webpack compilation hash
 * Gatsby inlines into every page (`window.___webpackCompilationHash`) and writes to
 * `page-data/app-data.json`, so the running page and the file compare like for like.
 */
export function writeBuildManifest(publicDir: string): BuildManifest {
  const appData = JSON.parse(readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown };
  const id = appData.webpackCompilationHash;
  if (typeof id !== 'string' || id === '') throw new Error('page-data/app-data.json names no webpackCompilationHash');
  const manifest: BuildManifest = { id };
  const file = path.join(publicDir, ...buildManifestPath.split('/').filter(Boolean));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest)}\n`);
  return manifest;
}
