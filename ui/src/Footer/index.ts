export { Footer } from './Footer';
export type { FooterProps, FooterLink, FooterDocument } from './Footer';
