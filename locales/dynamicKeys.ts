import type { Namespace } from './config';

/**
 * Keys the code builds at run time rather than writing as literals, listed from the
 * source of truth that produces them, so the unused-key check still sees them.
 */
export const dynamicMessageKeys: Partial<Record<Namespace, readonly string[]>> = {};
