export { onRenderBody } from '../reference-gatsby/gatsby-ssr';
