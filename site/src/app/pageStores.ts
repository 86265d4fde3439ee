import { createRootStore } from '../stores';
import { provideRuntimeConfigLoader } from '../config/deployedConfig';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { rootStoreSource } from './rootStoreSource';

/**
 * Imported (for this effect) by pages whose screens read the stores while rendering and hydrate
 * with them: the auth pages. The stores come with the page's chunk and the tab's store exists
 * when the chunk is evaluated, before the page renders; the app root restores the session. (The
 * account app's static frame needs no store: it requests them beside hydration, decision 0893.) The
 * runtime-configuration loader (zod, which the stores bring anyway) comes too: the restore waits
 * for that file.
 */
rootStoreSource.adopt({ createRootStore });
provideRuntimeConfigLoader(() => loadRuntimeConfig());
