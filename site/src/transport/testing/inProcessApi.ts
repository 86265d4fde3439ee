import type { Harness } from '@chameleon/api/testing';
import type { FastifyInstance } from 'fastify';
import { ApiClient, type FetchLike } from '../ApiClient';
import { memoryTokenCookie } from './memoryTokenCookie';
import { RootStore } from '../../stores';

// The real API (Fastify over its own in-memory PGlite) inside a site test file, through the
// API package's testing entry: the stores and screens talk to it over Fastify's inject, so
// every header, body and reply takes the real path.

export { createHarness as startApi, registerUser, type Harness as InProcessApi } from '@chameleon/api/testing';

/** The browser's fetch, answered by Fastify's inject. */
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

/** A fresh browser tab: the real ApiClient and RootStore over the in-process API. */
export function browserTab(api: Harness, { token, locale = 'en' }: { token?: string; locale?: string } = {}) {
  const cookies = memoryTokenCookie(token);
  const client = new ApiClient({ baseUrl: '', fetch: injectFetch(api.app), locale: () => locale, token: () => cookies.get() });
  const store = new RootStore({ api: client, cookies, clock: api.clock.now, reload: () => undefined });
  return { store, cookies };
}
