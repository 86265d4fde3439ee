import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { kitChangelog } from './changelog';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The kit, the API's mails and bot answers (designed with the kit's tokens, reviewed here), and
  // the site's pages as they ship (site/src/storybook: the real pages over a fake transport).
  stories: ['../ui/src/**/*.mdx', '../ui/src/**/*.stories.@(ts|tsx)', '../api/src/**/*.stories.@(ts|tsx)', '../site/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  // The token files (`pnpm tokens`) served beside the pages that link them.
  staticDirs: [{ from: '../ui/tokens', to: '/tokens' }],
  core: {
    // The build machines reach only the package registry: no telemetry or update pings.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  typescript: {
    // The TypeScript docgen reads props from imported types and keeps their JSDoc, which the
    // default (react-docgen) loses for components typed through `forwardRef` or overloads.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // The kit's own props only: a table of every DOM attribute hides the ones that matter.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), kitChangelog()],
      // The site's pages import Gatsby's runtime, which only a built site provides.
      resolve: { alias: [{ find: /^gatsby$/, replacement: fileURLToPath(new URL('./gatsby.ts', import.meta.url)) }] },
      // The preview bundle carries React, Storybook's runtime and axe-core; it is served
      // locally, so its size is not a user-facing cost worth a warning on every build.
      build: { chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
