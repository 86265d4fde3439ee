export { Box } from './Box';
export type { BoxProps } from './Box';
export type { Space } from './sprinkles.css';
