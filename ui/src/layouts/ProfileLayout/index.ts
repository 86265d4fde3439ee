export { ProfileLayout } from './ProfileLayout';
export type { ProfileLayoutProps } from './ProfileLayout';
export { ProfileNav } from './ProfileNav';
export type { ProfileNavProps, ProfileNavItem } from './ProfileNav';
