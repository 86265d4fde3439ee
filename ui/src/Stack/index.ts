export { Stack, stackAlignments } from './Stack';
export type { StackProps, StackAlignment } from './Stack';
