import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { defaultRuntimeConfig } from './defaults';
import type { RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

let pending: Promise<RuntimeConfig> | undefined;

/**
 * Loads the deployed configuration once per page load, however many roots ask for it. The
 * loader (and zod) is a separate chunk fetched after mount; if even that chunk fails, the
 * defaults stay.
 */
function loadOnce(): Promise<RuntimeConfig> {
  pending ??= import('./runtimeConfig').then(
    ({ loadRuntimeConfig }) => loadRuntimeConfig(),
    (error: unknown) => {
      console.warn('The runtime configuration loader could not be loaded, keeping the build defaults:', error);
      return defaultRuntimeConfig;
    },
  );
  return pending;
}

/**
 * Renders the build defaults first (as SSR did, so hydration matches) and switches to the
 * deployed values after mount. Components use the values in `href`s, not as visible text,
 * so the switch moves nothing on screen.
 */
export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState(defaultRuntimeConfig);
  useEffect(() => {
    let active = true;
    void loadOnce().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
