// gatsby-plugin-react-i18next's build-time APIs, as its own gatsby-node.js exports them, under
// this plugin's name: Gatsby then loads no gatsby-browser or gatsby-ssr file of that plugin,
// whose page wrapper put all of react-i18next and the plugin's redirect code into every
// page's first load (decision 0028). The options are the plugin's own.
export { onCreateNode } from 'gatsby-plugin-react-i18next/dist/plugin/onCreateNode';
export { onCreatePage } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage';
export { onPreBootstrap } from 'gatsby-plugin-react-i18next/dist/plugin/onPreBootstrap';
