export { Header, headerAccountKinds } from './Header';
export type { HeaderProps, HeaderMenu, HeaderMenuItem, HeaderAccountAction, HeaderAccountKind } from './Header';
