/** The `<template>` in which gatsby-ssr holds Gatsby's script slice until the first paint. */
export const heldScriptsId = 'scripts-after-paint';

/** Longest wait for a first paint (a browser without paint timing) before the scripts start anyway. */
export const PAINT_WAIT_MS = 3_000;

/**
 * Calls `start` (which may be called again, and must then do nothing) once the page's HTML is
 * on screen, by the browser's own word: the `first-contentful-paint` entry, reported once the
 * frame is presented (a frame callback runs before). Gatsby's `async` scripts arrive during the
 * parse on a fast network and run a few hundred ms of bundle before the paint, and Lighthouse's
 * simulation counts every script that ran before it as holding the paint back
 * (docs/performance.md). A hidden tab paints nothing: at once. Inlined in every first load, so
 * kept this small.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, PAINT_WAIT_MS);
  // `buffered`: a paint reported before this ran counts too.
  new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length > 0 && start()).observe({ type: 'paint', buffered: true });
}

/**
 * Moves the held scripts into the page, where they run as scripts added by a script do: one
 * the parser put in a `<template>` is inert until connected. The inline ones (Gatsby's chunk map
 * and build hash) run as they arrive, in their order, with their text and so their CSP hash; the
 * bundles load `async`, as Gatsby wrote them. The template is left empty: a second call moves
 * nothing.
 */
export function startHeldScripts(): void {
  document.body.append((document.getElementById(heldScriptsId) as HTMLTemplateElement).content);
}
