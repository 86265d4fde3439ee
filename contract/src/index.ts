// First: every schema below must be built jitless (see zodConfig.ts).
import './zodConfig';
export * from './constants';
export * from './errors';
export * from './entities';
export * from './fields';
export * from './calls';
export * from './routes';
export * from './endpoints';
export * from './forms';
/**
 * The site's reading of the protocol (`spec.endpoints`, `spec.User`, ...), kept apart from the
 * reference API's stricter shapes exported above: the site imports only `spec` for the wire.
 */
export * as spec from './spec';
