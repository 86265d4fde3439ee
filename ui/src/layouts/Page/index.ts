export { PageFrame, defaultMainId } from './Page';
export type { PageFrameProps } from './Page';
export type { LinkComponent, LinkComponentProps } from './SiteLink';
