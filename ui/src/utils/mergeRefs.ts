import type { MutableRefObject, Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: a component that needs its own handle
 * on an element (to restore a caret, say) can still forward the element to the caller.
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) (ref as MutableRefObject<T | null>).current = value;
    }
  };
}
