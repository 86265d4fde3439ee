// PGlite's CommonJS build loads Node built-ins with dynamic import(), @fastify/cookie loads
// the ESM-only `cookie` 2 that way, and @react-email/render loads react-dom/server so. Jest runs CommonJS in a vm context that only supports
// import() under --experimental-vm-modules, so the server-side projects rewrite those imports
// to require() while transforming the file (swc has already made `cookie` CommonJS).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';

const ownSource = readFileSync(new URL(import.meta.url), 'utf8');
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`), 'cookie', 'react-dom/server']);

export default {
  // Jest's cache key ignores a transformer's own code unless it says otherwise.
  getCacheKey(source, path) {
    return createHash('sha256').update(ownSource).update(path).update(source).digest('hex');
  },
  process(source) {
    // The bundle declares its own `var require` inside functions, so keep a handle on the
    // module's require under a name nothing shadows.
    const body = source.replace(/\bimport\((["'])([^"']+)\1\)/g, (call, _quote, name) =>
      builtins.has(name) ? `Promise.resolve(__moduleRequire(${JSON.stringify(name)}))` : call,
    );
    return { code: `const __moduleRequire = require;${body}` };
  },
};
