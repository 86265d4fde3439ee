export { HomeLayout } from './HomeLayout';
export type { HomeLayoutProps } from './HomeLayout';
