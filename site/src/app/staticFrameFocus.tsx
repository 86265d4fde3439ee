import { useCallback, useLayoutEffect, useRef } from 'react';

// Decision 0892. The account app's frame replaces its static page's (its router puts other
// elements at the top of the tree), so every node of the frame is new once the app renders.

const controls = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * What names a control in both frames: its landmark (and the landmark's name: the header's menu
 * and the account tabs both link to the settings), its element, where it leads, its text, and
 * how many controls before it have all of these.
 */
export function controlKey(control: Element): string {
  const of = (element: Element) => {
    const landmark = element.closest('header, nav, main, footer');
    return [landmark?.tagName ?? '', landmark?.getAttribute('aria-label') ?? '', element.tagName, element.getAttribute('href') ?? '', element.textContent?.trim() ?? ''].join('|');
  };
  const name = of(control);
  const before = [...document.querySelectorAll(controls)].filter((other) => other.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
  return `${name}#${before.filter((other) => of(other) === name).length}`;
}

/**
 * Notes the focused control as the static frame leaves, for `useFocusKeptFromStaticFrame`. A
 * layout effect's cleanup runs in the commit that removes the frame, before its nodes go.
 */
export function StaticFrameFocus({ keep }: { keep: (key: string | null) => void }) {
  useLayoutEffect(
    () => () => {
      const focused = document.activeElement;
      keep(focused !== null && focused !== document.body ? controlKey(focused) : null);
    },
    [keep],
  );
  return null;
}

/**
 * The app's frame replaces the static page's (different elements at the top: its router), so
 * a keyboard or screen-reader user who moved through the static page on a slow phone would be
 * sent back to the top of the document. In the same commit, focus goes to the same control in
 * the app's frame.
 */
export function useFocusKeptFromStaticFrame(mounted: boolean): (key: string | null) => void {
  const kept = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = kept.current;
    kept.current = null;
    if (!mounted || key === null || document.activeElement !== document.body) return;
    [...document.querySelectorAll<HTMLElement>(controls)].find((control) => controlKey(control) === key)?.focus();
  }, [mounted]);
  return useCallback((key: string | null) => {
    kept.current = key;
  }, []);
}
