import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { writeBuildManifest } from './buildManifest';
import { commonsOfPageComponentsOnly, type WebpackConfigWithCommons } from './commonsChunk';
import { withoutDevelopmentOnlyBrowserCode } from './developmentOnly';
import { compileHeadScripts } from './headScripts';
import { precompressBuild } from './precompress';

interface Options extends PluginOptions {
  /** Where the build's id is published, e.g. `/builds/latest.json`. */
  manifestPath: string;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    manifestPath: Joi.string().pattern(/^\/[\w/.-]+\.json$/).required(),
  });

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }, options) => {
  const publicDir = path.join(store.getState().program.directory, 'public');
  // Spec section 7: open tabs poll the manifest to learn that a new build was deployed.
  const { id } = writeBuildManifest(publicDir, (options as Options).manifestPath);
  reporter.info(`${(options as Options).manifestPath}: ${id}`);
  // Last: the compressed copies are of the files as served, manifest written.
  const compressed = await precompressBuild(publicDir);
  reporter.info(`precompressed: ${compressed.files} files, ${compressed.bytes} -> ${compressed.brotliBytes} bytes (brotli 11), with gzip beside`);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store, plugins }) => {
  // The server renderer inlines the head scripts (src/head/headScripts.ts).
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({ plugins: [plugins.define({ __HEAD_SCRIPTS__: JSON.stringify(compileHeadScripts(store.getState().program.directory)) })] });
  }
  if (stage !== 'build-javascript') return;
  const config = commonsOfPageComponentsOnly(getConfig() as WebpackConfigWithCommons & { resolve?: { alias?: unknown } });
  // Gatsby lists each plugin's browser API names; a service worker plugin keeps the registration.
  const serviceWorker = (store.getState().flattenedPlugins as { browserAPIs?: string[] }[]).some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker'));
  actions.replaceWebpackConfig(withoutDevelopmentOnlyBrowserCode(config, store.getState().program.directory, { serviceWorker }));
};
