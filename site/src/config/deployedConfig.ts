import { defaultRuntimeConfig } from './defaults';
import type { RuntimeConfig } from './runtimeConfig';

type Loader = () => Promise<RuntimeConfig>;

let current: RuntimeConfig = defaultRuntimeConfig;
let pending: Promise<RuntimeConfig> | undefined;
let provided: Loader | undefined;

/**
 * For pages that bring zod anyway (the auth pages, through `app/pageStores`): their chunk hands
 * over the loader, so restoring a session does not wait for the loader's own chunk as well.
 */
export function provideRuntimeConfigLoader(loader: Loader): void {
  provided ??= loader;
}

/** The page's loader if it handed one over, else the loader's own chunk. */
const importLoader = (): Promise<{ loadRuntimeConfig: Loader }> =>
  provided ? Promise.resolve({ loadRuntimeConfig: provided }) : import('./runtimeConfig');

/**
 * Requests the loader's chunk without reading the file yet: for the account app, whose chunk
 * does not bring the loader (decision 0893) and whose restore waits for the configuration after
 * mount. The head script has requested the file itself already.
 */
export function prepareDeployedConfig(): void {
  importLoader().catch(() => undefined);
}

/**
 * The deployed runtime configuration, loaded once per page load however many callers ask (the
 * provider for components, the store source for the API base URL). The loader (and zod) is a
 * separate chunk unless the page provided it; if even that chunk fails, the build defaults stay.
 */
export function loadDeployedConfig(): Promise<RuntimeConfig> {
  pending ??= importLoader().then(
    ({ loadRuntimeConfig }) => loadRuntimeConfig(),
    (error: unknown) => {
      console.warn('The runtime configuration loader could not be loaded, keeping the build defaults:', error);
      return defaultRuntimeConfig;
    },
  ).then((config) => {
    current = config;
    return config;
  });
  return pending;
}

/** The configuration as known now: the build defaults until the deployed file arrived. */
export function deployedConfig(): RuntimeConfig {
  return current;
}
