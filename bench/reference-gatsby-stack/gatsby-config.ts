// The framework floor's setup as it is (languages, i18n plugin, its locale strings).
export { default } from '../reference-gatsby/gatsby-config';
