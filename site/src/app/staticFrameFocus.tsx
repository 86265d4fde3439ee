import { useCallback, useLayoutEffect, useRef } from 'react';

// Decision 0035. The account app's frame replaces its static page's (its router puts other
// elements at the top of the tree), so every node of the frame is new once the app renders.

const controls = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * What names each control in both frames: its landmark (and the landmark's name: the header's
 * menu and the account tabs both link to the settings), its element, where it leads, its text,
 * and how many controls before it have all of these. One pass over the document.
 */
export function controlKeys(): Map<HTMLElement, string> {
  const seen = new Map<string, number>();
  const keys = new Map<HTMLElement, string>();
  for (const control of document.querySelectorAll<HTMLElement>(controls)) {
    const landmark = control.closest('header, nav, main, footer');
    const name = [landmark?.tagName ?? '', landmark?.getAttribute('aria-label') ?? '', control.tagName, control.getAttribute('href') ?? '', control.textContent?.trim() ?? ''].join('|');
    const before = seen.get(name) ?? 0;
    seen.set(name, before + 1);
    keys.set(control, `${name}#${before}`);
  }
  return keys;
}

/**
 * Notes the focused control as the static frame leaves, for `useFocusKeptFromStaticFrame`. A
 * layout effect's cleanup runs in the commit that removes the frame, before its nodes go.
 */
export function StaticFrameFocus({ keep }: { keep: (key: string | null) => void }) {
  useLayoutEffect(
    () => () => {
      const focused = document.activeElement;
      keep(focused instanceof HTMLElement ? (controlKeys().get(focused) ?? null) : null);
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
    const same = [...controlKeys()].find(([, name]) => name === key);
    same?.[0].focus();
  }, [mounted]);
  return useCallback((key: string | null) => {
    kept.current = key;
  }, []);
}
