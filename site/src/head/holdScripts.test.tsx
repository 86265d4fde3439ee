/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { holdScriptsUntilPaint } from './holdScripts';
import { heldScriptsId } from './scriptsAfterPaint';

// Gatsby's own slice renderer and server entry, as installed (Gatsby internals the build relies on).
const fromGatsby = createRequire(createRequire(path.resolve(__dirname, '../../package.json')).resolve('gatsby/package.json'));
const { ServerSliceRenderer } = fromGatsby('./cache-dir/commonjs/slice/server-slice-renderer.js') as { ServerSliceRenderer: ComponentType<{ sliceId: string }> };

const loaderScript = <script key="loader" id="gatsby-script-loader" />;
const scriptsSlice = createElement(ServerSliceRenderer, { key: 'scripts', sliceId: '_gatsby-scripts' });
const starter = <script key="starter" id="starter" />;

it("holds Gatsby's script slice in the template, with the script that starts it after, and leaves the rest in place", () => {
  const markup = renderToStaticMarkup(<>{holdScriptsUntilPaint([loaderScript, scriptsSlice, <noscript key="after" />], starter, true)}</>);
  expect(markup).toBe(
    '<script id="gatsby-script-loader"></script>' +
      `<template id="${heldScriptsId}"><slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></template>` +
      '<script id="starter"></script><noscript></noscript>',
  );
});

it('fails a production render whose body has no script slice, and leaves a development one as it is', () => {
  expect(() => holdScriptsUntilPaint([loaderScript], starter, true)).toThrow(/no _gatsby-scripts slice/);
  expect(holdScriptsUntilPaint([loaderScript], starter, false)).toEqual([loaderScript]);
});

it("finds the slice where Gatsby's server entry puts it: among the body's end components, before onPreRenderHTML", () => {
  const staticEntry = readFileSync(fromGatsby.resolve('./cache-dir/static-entry.js'), 'utf8');
  const slicePushed = staticEntry.search(/postBodyComponents\.push\(\s*createElement\(ServerSliceRenderer, \{\s*sliceId: `_gatsby-scripts`/);
  expect(slicePushed).toBeGreaterThan(-1);
  expect(staticEntry.indexOf('apiRunner(`onPreRenderHTML`')).toBeGreaterThan(slicePushed);
});
