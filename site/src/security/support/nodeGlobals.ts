import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
import { pathToFileURL } from 'node:url';

// Imported before the API's modules in a jsdom test file.
// - pg (loaded by the API's database module) needs TextEncoder, and Fastify's inject
//   (light-my-request) setImmediate: jsdom has neither.
// - PGlite takes its own location from `document.currentScript` when a document exists, and
//   would then look for its WASM next to http://localhost/main.js: point it at its real file.
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate });

const pgliteEntry = require.resolve('../../../../api/node_modules/@electric-sql/pglite');
const fakeScript = { tagName: 'SCRIPT', src: pathToFileURL(pgliteEntry).href };
Object.defineProperty(document, 'currentScript', { configurable: true, get: () => fakeScript });

/** Gives `document.currentScript` back to jsdom once PGlite has started. */
export function restoreCurrentScript(): void {
  delete (document as unknown as Record<string, unknown>).currentScript;
}

export const pgliteDist = pgliteEntry.replace(/[/\\][^/\\]+$/, '');
