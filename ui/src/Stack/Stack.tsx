import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { Box } from '../Box';
import type { Space } from '../Box';

export const stackAlignments = ['stretch', 'start', 'center'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The room between the children, from the theme's spacing scale. */
  space: Space;
  /** Across the stack: children stretch to its width unless told otherwise; `center` also centres text. */
  align?: StackAlignment;
  as?: ElementType;
  children?: ReactNode;
}

/** Children one under another with the same room between them, and none around them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space, align = 'stretch', as, ...rest }, ref) {
  return (
    <Box
      ref={ref}
      as={as}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={align === 'stretch' ? undefined : align}
      textAlign={align === 'center' ? 'center' : undefined}
      {...rest}
    />
  );
});
