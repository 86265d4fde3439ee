import { useContext, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { StoreContext } from './StoreProvider';
import { tabStore } from './tabStore';

/**
 * For pages whose screens read the stores while rendering (auth screens, the account app):
 * the stores come with the page's chunk, so static HTML and hydration render as before. The
 * store is the tab's one, the same the app root loads after mount and restores the session on.
 */
export function WithStores({ children }: { children: ReactNode }) {
  const outer = useContext(StoreContext);
  const config = useRuntimeConfig();
  const [store] = useState(() => outer ?? tabStore(config.apiBaseUrl));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
