export { Box } from './Box';
export type { BoxProps } from './Box';
export type { Space, ResponsiveValue } from './sprinkles.css';
