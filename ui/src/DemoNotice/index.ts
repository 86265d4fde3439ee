export { DemoNotice } from './DemoNotice';
export type { DemoNoticeProps } from './DemoNotice';
