import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadDeployedConfig } from './deployedConfig';
import { defaultRuntimeConfig } from './defaults';
import type { RuntimeConfig } from './runtimeConfig';

// Without a provider nothing will ever load, so the build defaults are already final.
const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

/**
 * Renders the build defaults first (as SSR did, so hydration matches) and switches to the
 * deployed values after mount. Components use the values in `href`s, not as visible text,
 * so the switch moves nothing on screen.
 */
export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const [config, setConfig] = useState<RuntimeConfig>(defaultRuntimeConfig);
  useEffect(() => {
    let active = true;
    void loadDeployedConfig().then((deployed) => {
      // A transition, as every change of the root's providers (StoresProvider says why).
      if (active) startTransition(() => setConfig(deployed));
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
