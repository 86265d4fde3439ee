import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterFirstPaintQueue } from '../../src/transport/earlyRequests';
import { PAINT_FIRST_TIMEOUT_MS, paintFirstBuild, paintFirstHtml, paintFirstLoaderId, paintFirstLoaderScript } from './paintFirst';

const gatsbyPage = `<!DOCTYPE html><html><head></head><body><div id="___gatsby"><main><h1>Hello</h1></main></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/en/";/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;

function parse(html: string) {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('paintFirstHtml', () => {
  it('replaces the bundle tags with one loader that lists them in order', () => {
    const page = parse(paintFirstHtml(gatsbyPage));
    expect(page.querySelector('script[src]')).toBeNull();
    expect(JSON.parse(page.getElementById(paintFirstLoaderId)?.getAttribute('data-scripts') ?? '')).toEqual(['/webpack-runtime-1.js', '/app-2.js']);
  });

  it('puts the loader where the first bundle was, after the page data and chunk mapping', () => {
    const ids = [...parse(paintFirstHtml(gatsbyPage)).querySelectorAll('script')].map((script) => script.id);
    expect(ids).toEqual(['gatsby-script-loader', 'gatsby-chunk-mapping', paintFirstLoaderId]);
  });

  it('leaves the page itself as it was', () => {
    expect(paintFirstHtml(gatsbyPage)).toContain('<div id="___gatsby"><main><h1>Hello</h1></main></div>');
  });

  it('leaves a page without bundle tags alone, so a second pass changes nothing', () => {
    const once = paintFirstHtml(gatsbyPage);
    expect(paintFirstHtml(once)).toBe(once);
  });

  it('leaves a blocking script alone', () => {
    const html = '<body><script src="/polyfill.js" nomodule></script></body>';
    expect(paintFirstHtml(html)).toBe(html);
  });

  it('leaves an async script outside Gatsby\'s script slice where it is', () => {
    const page = gatsbyPage.replace('<head></head>', '<head><script src="/widget.js" async></script></head>');
    const rewritten = paintFirstHtml(page);
    expect(rewritten).toContain('<head><script src="/widget.js" async></script></head>');
    expect(JSON.parse(parse(rewritten).getElementById(paintFirstLoaderId)?.getAttribute('data-scripts') ?? '')).toEqual(['/webpack-runtime-1.js', '/app-2.js']);
  });
});

describe('paintFirstBuild', () => {
  it('fails the build when a page keeps a bundle tag it could not take (a changed Gatsby format)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paint-first-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<body><script src="/app-2.js" async></script></body>');
      expect(() => paintFirstBuild(dir)).toThrow(/bundle tags left in 1 page/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rewrites every HTML file of a build, nested ones included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paint-first-'));
    try {
      mkdirSync(path.join(dir, 'en', 'auth'), { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), gatsbyPage);
      writeFileSync(path.join(dir, 'en', 'auth', 'index.html'), gatsbyPage);
      writeFileSync(path.join(dir, 'app-2.js'), '<script src="/x.js" async></script>');
      // Gatsby's own slice fragment holds the bare tags; it is not a page.
      mkdirSync(path.join(dir, '_gatsby', 'slices'), { recursive: true });
      writeFileSync(path.join(dir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), '<script src="/app-2.js" async></script>');
      expect(paintFirstBuild(dir)).toBe(2);
      expect(readFileSync(path.join(dir, 'en', 'auth', 'index.html'), 'utf8')).toContain(paintFirstLoaderId);
      expect(readFileSync(path.join(dir, 'app-2.js'), 'utf8')).toBe('<script src="/x.js" async></script>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the loader', () => {
  type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  let observers: { callback: PaintCallback; disconnected: boolean }[];
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  const original = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;

  /** Paint timing as Chromium has it: observers of `paint` entries. */
  function withPaintTiming() {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static readonly supportedEntryTypes = ['paint', 'longtask'];
      private readonly entry: { callback: PaintCallback; disconnected: boolean };
      constructor(callback: PaintCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    };
  }

  function reportPaint(name: string) {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  }

  beforeEach(() => {
    observers = [];
    frames = [];
    visibility = 'visible';
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.body.innerHTML = '';
    withPaintTiming();
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = original;
  });

  /** Runs the loader as the browser would: as the current script, with its list. */
  function runLoader(bundles: string[]) {
    const element = document.createElement('script');
    element.setAttribute('data-scripts', JSON.stringify(bundles));
    document.body.append(element);
    jest.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
    new Function(paintFirstLoaderScript)();
  }

  const requested = () => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));

  it('requests nothing before the browser reports the first contentful paint', () => {
    runLoader(['/webpack-runtime-1.js', '/app-2.js']);
    runFrames();
    reportPaint('first-paint');
    jest.advanceTimersByTime(100);
    expect(requested()).toEqual([]);
  });

  it('requests every bundle, async and in order, once content was painted', () => {
    runLoader(['/webpack-runtime-1.js', '/app-2.js']);
    reportPaint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(['/webpack-runtime-1.js', '/app-2.js']);
    expect([...document.querySelectorAll<HTMLScriptElement>('script[src]')].every((script) => script.async)).toBe(true);
  });

  it("calls what a head script queued once content was painted, once, just before the bundles, whatever one of them throws", () => {
    const calls: string[] = [];
    const queue = [
      () => calls.push(`main data, ${requested().length} bundles requested`),
      () => {
        throw new Error('a broken request');
      },
      () => calls.push('configuration'),
    ];
    Object.assign(window, { [afterFirstPaintQueue]: queue });
    try {
      runLoader(['/app-2.js']);
      jest.advanceTimersByTime(100);
      expect(calls).toEqual([]);
      reportPaint('first-contentful-paint');
      jest.advanceTimersByTime(PAINT_FIRST_TIMEOUT_MS);
      expect(calls).toEqual(['main data, 0 bundles requested', 'configuration']);
      expect(requested()).toEqual(['/app-2.js']);
    } finally {
      delete (window as unknown as Record<string, unknown>)[afterFirstPaintQueue];
    }
  });

  it('requests them once only, however the waits end', () => {
    runLoader(['/app-2.js']);
    reportPaint('first-contentful-paint');
    jest.advanceTimersByTime(PAINT_FIRST_TIMEOUT_MS);
    expect(requested()).toEqual(['/app-2.js']);
  });

  it('requests them after the time limit when no paint is reported', () => {
    runLoader(['/app-2.js']);
    jest.advanceTimersByTime(PAINT_FIRST_TIMEOUT_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(['/app-2.js']);
  });

  it('waits two frames in a browser without paint timing', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    runLoader(['/app-2.js']);
    runFrames();
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual([]);
    runFrames();
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(['/app-2.js']);
  });

  it('waits two frames where the observer exists but reports no paint entries', () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      static readonly supportedEntryTypes = ['resource'];
      observe() {
        throw new Error('a browser without paint timing does not throw here; the loader must not rely on it');
      }
    };
    runLoader(['/app-2.js']);
    runFrames();
    runFrames();
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(['/app-2.js']);
  });

  it('requests the bundles at once when content was painted before the loader ran', () => {
    const painted = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []) };
    const real = Object.getOwnPropertyDescriptor(window, 'performance');
    Object.defineProperty(window, 'performance', { value: painted, configurable: true });
    try {
      runLoader(['/app-2.js']);
    } finally {
      if (real) Object.defineProperty(window, 'performance', real);
    }
    expect(observers).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(['/app-2.js']);
  });

  it('requests the bundles at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    runLoader(['/app-2.js']);
    expect(requested()).toEqual(['/app-2.js']);
  });
});
