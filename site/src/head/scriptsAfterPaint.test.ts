import { afterFirstPaint, heldScriptsId, PAINT_WAIT_MS, startHeldScripts } from './scriptsAfterPaint';

type Callback = (entries: { getEntriesByName(name: string): unknown[] }) => void;

// jsdom has no paint timing: a stand-in PerformanceObserver, to which the test reports paints.
const observers: { callback: Callback; observed: unknown[] }[] = [];
class PaintObserver {
  observed: unknown[] = [];
  constructor(callback: Callback) {
    observers.push({ callback, observed: this.observed });
  }
  observe(options: unknown) {
    this.observed.push(options);
  }
}
const report = (...names: string[]) => observers.forEach(({ callback }) => callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) }));
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  visibility = 'visible';
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: PaintObserver });
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('starts once the browser reports the first contentful paint (buffered: one before it ran counts), not at its first paint', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    expect(observers[0]?.observed).toEqual([{ type: 'paint', buffered: true }]);
    report('first-paint');
    expect(start).not.toHaveBeenCalled();
    report('first-paint', 'first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers).toEqual([]);
  });

  it('starts after PAINT_WAIT_MS when no paint is reported (a browser without paint timing)', () => {
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('startHeldScripts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves the held scripts to the end of the body in their order, with their attributes and text', () => {
    document.body.innerHTML =
      `<p>page</p><template id="${heldScriptsId}"><script>window.chunkMap = 1</script>` +
      `<script src="/webpack-runtime-1.js" async></script><script src="/polyfill-1.js" nomodule></script>` +
      `<script>window.buildHash = 2</script></template>`;
    startHeldScripts();
    const added = [...document.body.querySelectorAll(':scope > script')] as HTMLScriptElement[];
    expect(added.map((script) => script.getAttribute('src') ?? script.text)).toEqual(['window.chunkMap = 1', '/webpack-runtime-1.js', '/polyfill-1.js', 'window.buildHash = 2']);
    expect(added.map((script) => script.getAttributeNames())).toEqual([[], ['src', 'async'], ['src', 'nomodule'], []]);
    expect(document.body.lastElementChild).toBe(added[3]);
  });

  it('moves nothing the second time: the paint and the time limit may both call it', () => {
    document.body.innerHTML = `<template id="${heldScriptsId}"><script src="/app-1.js" async></script></template>`;
    startHeldScripts();
    startHeldScripts();
    expect(document.body.querySelectorAll(':scope > script')).toHaveLength(1);
  });
});
