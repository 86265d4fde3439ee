import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The scripts gatsby-ssr inlines, by their entries in `src/head/entries/`: one for each kind of
 * page, run in `<head>` before its first paint, and `afterPaint`, at the end of every body.
 */
export const headScriptNames = ['afterPaint', 'guarded', 'public', 'root'] as const;
export type HeadScriptName = (typeof headScriptNames)[number];

/**
 * Compiles each head script (a TypeScript module under `src/head/`, typed, linted and tested
 * like the rest) with what it imports into one self-contained, minified script, for gatsby-ssr
 * to inline. Webpack cannot give a module's compiled text to the server renderer; esbuild does
 * it in milliseconds, synchronously, with no configuration of its own.
 */
export function compileHeadScripts(siteDirectory: string): Record<HeadScriptName, string> {
  const compile = (name: HeadScriptName) => {
    const result = buildSync({
      entryPoints: [path.join(siteDirectory, 'src', 'head', 'entries', `${name}.ts`)],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2017',
      minify: true,
      legalComments: 'none',
      tsconfig: path.join(siteDirectory, 'tsconfig.json'),
    });
    return (result.outputFiles[0]?.text ?? '').trim();
  };
  return Object.fromEntries(headScriptNames.map((name) => [name, compile(name)])) as Record<HeadScriptName, string>;
}
