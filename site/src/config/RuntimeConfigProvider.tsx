import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadDeployedConfig } from './deployedConfig';
import { defaultRuntimeConfig } from './defaults';
import type { RuntimeConfig } from './runtimeConfig';

interface RuntimeConfigState {
  config: RuntimeConfig;
  /** The deployed file was read (or found unusable): `config` is final for this page load. */
  loaded: boolean;
}

// Without a provider nothing will ever load, so the build defaults are already final.
const RuntimeConfigContext = createContext<RuntimeConfigState>({ config: defaultRuntimeConfig, loaded: true });

/**
 * Renders the build defaults first (as SSR did, so hydration matches) and switches to the
 * deployed values after mount. Components use the values in `href`s, not as visible text,
 * so the switch moves nothing on screen.
 */
export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RuntimeConfigState>({ config: defaultRuntimeConfig, loaded: false });
  useEffect(() => {
    let active = true;
    void loadDeployedConfig().then((config) => {
      // A transition, as every change of the root's providers (StoresProvider says why).
      if (active) startTransition(() => setState({ config, loaded: true }));
    });
    return () => {
      active = false;
    };
  }, []);
  return <RuntimeConfigContext.Provider value={state}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext).config;
}
