import type { TokenCookie } from '../tokenCookie';

/** A token cookie that lives in memory: the tests' browser-less session. */
export function memoryTokenCookie(initial?: string): TokenCookie {
  let value = initial;
  return {
    get: () => value,
    set: (token) => {
      value = token;
    },
    remove: () => {
      value = undefined;
    },
  };
}
