import { config } from 'zod/v4/core';

// zod 4 compiles object parsers with `new Function` and probes for it when the first object
// schema is built; the CSP (no 'unsafe-eval') blocks both and reports a violation on every
// page. Interpreted parsing is fast enough for replies of this size. This module must be
// evaluated before any schema is created: gatsby-browser imports it first. It imports only
// zod's core `config`, so the schemas themselves stay out of the first load.
config({ jitless: true });
