export { Logo, logoVariants } from './Logo';
export type { LogoProps, LogoVariant } from './Logo';
