import buildDefaults from '../../static/runtime-config.json';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The shipped `static/runtime-config.json`, compiled in as the build default. Kept apart from
 * the zod schema so the first-load bundle carries no validator: the schema loads with the
 * deployed file after mount (a unit test checks that this file passes it).
 */
export const defaultRuntimeConfig: RuntimeConfig = buildDefaults;
