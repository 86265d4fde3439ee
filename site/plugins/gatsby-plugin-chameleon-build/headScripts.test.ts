/** @jest-environment node */
// esbuild needs node's own Buffer (jsdom's realm breaks its Uint8Array check); the compiled
// script runs against plain stand-ins for document and location.
import path from 'node:path';
import { compileHeadScripts, headScriptNames } from './headScripts';

const compiled = compileHeadScripts(path.resolve(__dirname, '../..'));

it.each(headScriptNames)('compiles the %s head script into one self-contained script', (name) => {
  expect(compiled[name]).toMatch(/^("use strict";)?\(\(\)=>\{/);
  expect(compiled[name]).not.toMatch(/\bimport\b|\brequire\(|\bexport\b/);
  // Small enough to inline in every page's <head>.
  expect(compiled[name].length).toBeLessThan(2_500);
});

it('the compiled guarded pages\' script sends a visitor of an account page to sign-in, as its module does', () => {
  const replace = jest.fn();
  new Function('document', 'location', compiled.guarded)(
    { cookie: '', documentElement: { style: {}, setAttribute: () => undefined }, addEventListener: () => undefined },
    { pathname: '/en/profile/', search: '', hash: '', replace },
  );
  expect(replace).toHaveBeenCalledWith(`/en/auth/sign-in/?${new URLSearchParams({ redirectTo: '/en/profile/' })}`);
});

it.each(['guarded', 'public', 'root'] as const)("the compiled %s script keeps a form sent before hydration on the page, as nativeSubmits does", (name) => {
  const listeners: [string, (event: unknown) => void][] = [];
  const document = { cookie: '', documentElement: { style: {}, setAttribute: () => undefined }, addEventListener: (type: string, listener: (event: unknown) => void) => listeners.push([type, listener]) };
  new Function('document', 'location', 'navigator', compiled[name])(document, { pathname: '/en/auth/sign-in/', search: '', hash: '', replace: jest.fn() }, { languages: ['ru'], language: 'ru' });
  expect(listeners.map(([type]) => type)).toEqual(['submit']);
  const preventDefault = jest.fn();
  listeners[0]![1]({ target: { hasAttribute: () => false }, submitter: null, preventDefault });
  expect(preventDefault).toHaveBeenCalledTimes(1);
});
