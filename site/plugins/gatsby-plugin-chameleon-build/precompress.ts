import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { RUNTIME_CONFIG_URL } from '../../src/config/constants';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What a browser fetches and compresses well; source maps are left to on-the-fly compression. */
const compressible = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

/** Below this a compressed copy saves less than a response's headers weigh. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Replaced at deploy (the runtime configuration, decision 0006): a copy compressed now would be
 * served in place of the deployed file.
 */
const editedAtDeploy = new Set([RUNTIME_CONFIG_URL.replace(/^\//, '')]);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file of a
 * build, for the site server (`@fastify/static`'s `preCompressed`) and nginx's `gzip_static`.
 * Compressing on the fly, a server spends a low brotli level on every response (4 in
 * @fastify/compress): the landing page's HTML then weighed 14.8 KB with its headers, past the
 * ~14.6 KB a new connection delivers in its first round trip (TCP's initial window of 10
 * packets), so every locale but en paid one more round trip before its first paint. A copy is
 * kept only where it is smaller; the compressions run on libuv's thread pool, side by side.
 */
export async function precompressBuild(publicDir: string): Promise<PrecompressResult> {
  const files = filesUnder(publicDir).filter((file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join('/');
    return compressible.test(file) && !editedAtDeploy.has(relative) && statSync(file).size >= PRECOMPRESS_MIN_BYTES;
  });
  const sizes = await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipped(content, { level: 9 }),
      ]);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
      return { bytes: content.length, brotliBytes: Math.min(br.length, content.length) };
    }),
  );
  return {
    files: files.length,
    bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    brotliBytes: sizes.reduce((sum, size) => sum + size.brotliBytes, 0),
  };
}
