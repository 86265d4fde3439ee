/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, constants, brotliCompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES, precompressBuild } from './precompress';

describe('precompressBuild', () => {
  let dir: string;
  const text = (marker: string) => `<p>${marker} ${'Chameleon skins for both games. '.repeat(80)}</p>`;
  const write = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), content);
  };
  const exists = (relative: string) => existsSync(path.join(dir, relative));

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside every compressible file, nested ones included, that decompress to it', async () => {
    write('index.html', text('ru home'));
    write('en/auth/sign-in/index.html', text('en sign-in'));
    write('app-1234.js', `console.log(${JSON.stringify(text('app'))})`);
    write('page-data/en/page-data.json', JSON.stringify({ text: text('data') }));
    const result = await precompressBuild(dir);
    expect(result.files).toBe(4);
    for (const file of ['index.html', 'en/auth/sign-in/index.html', 'app-1234.js', 'page-data/en/page-data.json']) {
      const original = readFileSync(path.join(dir, file));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(dir, `${file}.gz`)))).toEqual(original);
    }
    expect(result.brotliBytes).toBeLessThan(result.bytes);
  });

  it('compresses at brotli 11, not the low level a server uses on the fly', async () => {
    const html = Array.from({ length: 400 }, (_, index) => `<li class="item-${index % 7}">Skin ${index}: ${(index * 7919) % 1000}</li>`).join('');
    write('index.html', html);
    await precompressBuild(dir);
    const level4 = brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(readFileSync(path.join(dir, 'index.html.br')).length).toBeLessThan(level4);
  });

  it('leaves the runtime configuration (replaced at deploy), small files, source maps and images alone', async () => {
    write('runtime-config.json', JSON.stringify({ apiBaseUrl: '/api', note: text('config') }));
    write('builds/latest.json', '{"id":"abc"}');
    write('app-1234.js.map', JSON.stringify({ mappings: text('map') }));
    write('static/logo.png', text('png'));
    write('tiny.css', 'a'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    expect((await precompressBuild(dir)).files).toBe(0);
    for (const file of ['runtime-config.json', 'builds/latest.json', 'app-1234.js.map', 'static/logo.png', 'tiny.css']) {
      expect([exists(`${file}.br`), exists(`${file}.gz`)]).toEqual([false, false]);
    }
  });

  it('runs again over its own output without compressing the copies', async () => {
    write('index.html', text('ru home'));
    await precompressBuild(dir);
    expect((await precompressBuild(dir)).files).toBe(1);
    expect(exists('index.html.br.br')).toBe(false);
  });
});
