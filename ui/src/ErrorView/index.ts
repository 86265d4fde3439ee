export { ErrorView, errorTitle, defaultErrorStatus } from './ErrorView';
export type { ErrorViewProps, ErrorViewTitles } from './ErrorView';
