import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: {
    // The build machines reach only the package registry: no telemetry or update pings.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // The preview bundle carries React, Storybook's runtime and axe-core; it is served
      // locally, so its size is not a user-facing cost worth a warning on every build.
      build: { chunkSizeWarningLimit: 2048 },
    }),
};

export default config;
