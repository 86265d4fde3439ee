import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { Box } from '../Box';
import type { Space } from '../Box';
import type { Breakpoint } from '../theme';

export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['stretch', 'start', 'center', 'baseline'] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The room between the children, both along a row and between wrapped rows. */
  space: Space;
  /** Along the row. */
  align?: InlineAlignment;
  /** Across the row. */
  alignY?: InlineVerticalAlignment;
  /** Below this breakpoint the children stack in a column instead. */
  collapseBelow?: Breakpoint;
  as?: ElementType;
  children?: ReactNode;
}

/** Children side by side that wrap onto the next row when the width runs out. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline({ space, align, alignY, collapseBelow, as, ...rest }, ref) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexWrap="wrap"
      gap={space}
      flexDirection={collapseBelow === undefined ? undefined : { mobile: 'column', [collapseBelow]: 'row' }}
      justifyContent={align}
      alignItems={alignY === 'stretch' ? undefined : alignY}
      {...rest}
    />
  );
});
