/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, RuntimeConfigWatcher, summarizeRuntimeConfig } from './policy';

describe('inlineScriptHashes', () => {
  it('hashes inline script text the way the browser does', () => {
    // sha256("alert(1)") in base64, as listed in the CSP specification's examples.
    expect(inlineScriptHashes('<script>alert(1)</script>')).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('skips scripts loaded from a file', () => {
    expect(inlineScriptHashes('<script async src="/app-1.js"></script><script id="x" >a()</script>')).toHaveLength(1);
  });

  it('normalises CRLF the way the HTML parser does', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual(inlineScriptHashes('<script>a()\nb()</script>'));
  });

  it('lists a script repeated in the page once', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script>')).toHaveLength(1);
  });
});

describe('summarizeRuntimeConfig', () => {
  it('takes the origin of an absolute API base URL', () => {
    expect(summarizeRuntimeConfig('{"apiBaseUrl":"https://api.example.com/v2/"}').apiOrigin).toBe('https://api.example.com');
  });

  it('needs no extra origin for a relative API base URL', () => {
    expect(summarizeRuntimeConfig('{"apiBaseUrl":"/api"}').apiOrigin).toBeNull();
  });

  it('reports a captcha only for a non-empty site key', () => {
    expect(summarizeRuntimeConfig('{"captchaSiteKey":""}').captcha).toBe(false);
    expect(summarizeRuntimeConfig('{"captchaSiteKey":"k"}').captcha).toBe(true);
  });
});

describe('contentSecurityPolicy', () => {
  it('never allows eval or arbitrary inline script', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], apiOrigin: null, captcha: true, https: true });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/unsafe-(eval|inline)/);
  });
});

describe('RuntimeConfigWatcher', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the defaults when the file first appears broken', () => {
    const file = path.join(dir, 'runtime-config.json');
    const warnings: string[] = [];
    const watcher = new RuntimeConfigWatcher(file, (message) => warnings.push(message));
    expect(watcher.load()).toEqual({ apiOrigin: null, captcha: false });
    writeFileSync(file, '{"captchaSiteKey": "k"');
    expect({ summary: watcher.get(), warnings: warnings.length }).toEqual({ summary: { apiOrigin: null, captcha: false }, warnings: 1 });
  });
});
