import { defaultRuntimeConfig } from './defaults';
import type { RuntimeConfig } from './runtimeConfig';

type Loader = () => Promise<RuntimeConfig>;

let current: RuntimeConfig = defaultRuntimeConfig;
let pending: Promise<RuntimeConfig> | undefined;

/** The loader comes in a chunk of its own (it brings zod and the schema), named for the account pages' preloads. */
const importLoader = (): Promise<{ loadRuntimeConfig: Loader }> => import(/* webpackChunkName: "runtime-config" */ './runtimeConfig');

/**
 * The deployed runtime configuration, loaded once per page load however many callers ask (the
 * provider for components, the store source for the API base URL). The loader (and zod) is a
 * separate chunk; if even that chunk fails, the build defaults stay.
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
