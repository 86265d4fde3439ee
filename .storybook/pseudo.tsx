import type { ReactNode } from 'react';

/** The interaction states a state story shows, in this order, top to bottom. */
export type PseudoState = 'hover' | 'focus' | 'pressed';

/** CSS selectors, inside one copy of the component, of the elements whose pseudo-class styles apply. */
export interface Targets {
  hover?: string[];
  /** Keyboard focus on a control (`:focus-visible`). */
  focus?: string[];
  /** Keyboard focus inside a field's frame (`:focus-within`). */
  focusWithin?: string[];
  pressed?: string[];
}

/**
 * `parameters` for storybook-addon-pseudo-states when one story shows a component several
 * times (see `PseudoStates`): each copy gets only its own state, so hover, focus and
 * pressed share one screenshot per theme instead of one story each.
 */
export function pseudoStates({ hover, focus, focusWithin, pressed }: Targets) {
  const inCopy = (state: PseudoState, selectors?: string[]) => selectors?.map((selector) => `[data-pseudo="${state}"] ${selector}`);
  return {
    pseudo: {
      hover: inCopy('hover', hover),
      focusVisible: inCopy('focus', focus),
      focusWithin: inCopy('focus', focusWithin),
      active: inCopy('pressed', pressed),
    },
    controls: { disable: true },
  };
}

/** One copy of `children` per state, stacked; `pseudoStates` puts each copy in its state. */
export function PseudoStates({ states, children }: { states: PseudoState[]; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem', justifyItems: 'start' }}>
      {states.map((state) => (
        <div key={state} data-pseudo={state} style={{ width: '100%' }}>
          {children}
        </div>
      ))}
    </div>
  );
}
