export { SupportContact } from './SupportContact';
export type { SupportContactProps, SupportEmail, SupportTelegram } from './SupportContact';
