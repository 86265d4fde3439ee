import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
import type { PGliteOptions } from '@electric-sql/pglite';

// The API inside a jsdom test file (the site's tests drive the real API in-process). Imported
// by the testing entry before the API's own modules, and a no-op under node:
// - pg needs TextEncoder when it loads, and Fastify's inject (light-my-request) setImmediate:
//   jsdom has neither;
// - PGlite takes a `document` for a browser: it reads its own location from
//   `document.currentScript` and would fetch its WASM over http. It is pointed at its real
//   file while it starts, and handed the files from disk.

const underJsdom = typeof document !== 'undefined';
const pgliteEntry = require.resolve('@electric-sql/pglite');

if (underJsdom) {
  Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate });
  const fakeScript = { tagName: 'SCRIPT', src: pathToFileURL(pgliteEntry).href };
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => fakeScript });
}

/** PGlite's WASM files from disk under jsdom; nothing (PGlite finds them itself) under node. */
export async function pgliteFiles(): Promise<PGliteOptions> {
  if (!underJsdom) return {};
  const file = (name: string) => readFileSync(join(dirname(pgliteEntry), name));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
    WebAssembly.compile(file('pglite.wasm')),
    WebAssembly.compile(file('initdb.wasm')),
  ]);
  const bundle = file('pglite.data');
  const fsBundle = { arrayBuffer: async () => bundle.buffer.slice(bundle.byteOffset, bundle.byteOffset + bundle.byteLength) } as unknown as Blob;
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}

/** Gives `document.currentScript` back to jsdom once PGlite has started. */
export function pgliteStarted(): void {
  if (underJsdom) delete (document as unknown as Record<string, unknown>).currentScript;
}
