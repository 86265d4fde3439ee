// First: every schema below must be built jitless (see zodConfig.ts).
import './zodConfig';
export * from './constants';
export * from './errors';
export * from './entities';
export * from './fields';
export * from './calls';
export * from './endpoints';
export * from './forms';
