import { prepareDeployedConfig } from '../config/deployedConfig';
import { rootStoreSource } from './rootStoreSource';

/**
 * Called by every page whose screens act through the stores (the account app and the auth
 * pages) when its chunk is evaluated in the browser. The stores (MobX models, the transport,
 * the contract's reply schemas) are not part of a page's chunk: the page renders on the server
 * and hydrates without them, so evaluating them does not lengthen the one task Gatsby's loader
 * runs when the page's chunk arrives (Total Blocking Time on a slow phone). Their chunk is
 * requested now, beside hydration, and evaluated on arrival in a task of its own; the page loads
 * them once mounted (`usePageStores`). The restore also waits for the deployed configuration,
 * whose loader is requested now too (decision 0032).
 */
export function preparePageStores(): void {
  if (typeof window === 'undefined') return;
  rootStoreSource.prepare();
  prepareDeployedConfig();
}
