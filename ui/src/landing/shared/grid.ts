import { vars } from '../../theme';

// The landing's card grids: one column on a phone, more from a breakpoint up. Spread into a
// style; `wide` is what changes at the breakpoint (the tracks, and whatever else does).

type WideRule = { gridTemplateColumns: string } & Record<string, string>;

export function columnsFrom(breakpoint: string, gap: string, wide: WideRule) {
  return {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    '@media': { [breakpoint]: wide },
  } as const;
}

/** `count` columns of equal width that shrink below their content rather than overflow. */
export const equalColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

/** A list that is only a grid of cards: no bullets, no indent. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The gap between the landing's cards. */
export const cardGap = vars.space.lg;
