import { isValidElement, type ReactNode } from 'react';
import { heldScriptsId } from './scriptsAfterPaint';

/** Gatsby's script slice (chunk map, build hash, runtime and app bundle), as its server renderer names it. */
const scriptsSliceId = '_gatsby-scripts';

/**
 * A page's body-end components with Gatsby's script slice held in a `<template>` (inert: not
 * fetched, not run) and `starter` after it, the `afterPaint` script that starts them once the
 * page is painted (scriptsAfterPaint.ts). Gatsby stitches the slice's tags in where its placeholder
 * stands, inside the template. A production render without the slice fails the build: a
 * Gatsby upgrade that moved its scripts must not ship pages that load none.
 */
export function holdScriptsUntilPaint(components: ReactNode[], starter: ReactNode, production = process.env.NODE_ENV === 'production'): ReactNode[] {
  const at = components.findIndex((component) => isValidElement<{ sliceId?: unknown }>(component) && component.props.sliceId === scriptsSliceId);
  if (at === -1) {
    if (production) throw new Error(`gatsby-ssr: no ${scriptsSliceId} slice among the body's end components: the page's scripts cannot be held until its first paint`);
    return components;
  }
  return [
    ...components.slice(0, at),
    <template key={heldScriptsId} id={heldScriptsId}>
      {components[at]}
    </template>,
    starter,
    ...components.slice(at + 1),
  ];
}
