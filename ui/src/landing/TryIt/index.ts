export { TryIt } from './TryIt';
export type { TryItProps, TryItStep } from './TryIt';
