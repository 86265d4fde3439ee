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
    // Both out of the root's effects after hydration, one task React does not slice: the request
    // for the loader's chunk goes in a task of its own, and the switch to the deployed values
    // re-renders the page as a transition, in slices that yield to the visitor's input (a form
    // being filled in when its captcha changes, say).
    const timer = setTimeout(() => {
      void loadDeployedConfig().then((config) => {
        if (active) startTransition(() => setState({ config, loaded: true }));
      });
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return <RuntimeConfigContext.Provider value={state}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext).config;
}
