import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { defaultRuntimeConfig, loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

let pending: Promise<RuntimeConfig> | undefined;

/** Loads the deployed configuration once per page load, however many roots ask for it. */
function loadOnce(): Promise<RuntimeConfig> {
  pending ??= loadRuntimeConfig();
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
