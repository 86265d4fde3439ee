export { StaticHtml, type StaticHtmlProps } from './StaticHtml';
