import { config } from 'zod/v4/core';

// Classic zod 4 compiles object parsers with `new Function` when a schema is built (and probes
// for it first). The site's CSP has no 'unsafe-eval': the browser blocks both and reports a
// violation on every page. The contract is written with `zod/mini`, whose objects are always
// interpreted, but the switch stays so that a classic schema reaching a bundle (or a zod update
// that compiles mini objects too) cannot bring the violations back. Interpreted parsing is fast
// enough for bodies of this size, on both sides, so the contract switches it off before its
// first schema, wherever it is imported. Modules that build their own schemas import this file
// first too.
config({ jitless: true });
