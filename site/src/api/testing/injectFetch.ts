import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../ApiClient';

/** The browser's fetch, answered by Fastify's inject: every header and body takes the real path. */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const { pathname, search } = new URL(url, 'http://api.test');
    const response = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url: `${pathname}${search}`,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return {
      ok: response.statusCode >= 200 && response.statusCode < 300,
      status: response.statusCode,
      headers: {
        get: (name) => {
          const value = response.headers[name.toLowerCase()];
          return value === undefined ? null : String(value);
        },
      },
      text: async () => response.body,
    };
  };
}
