// Before this module builds its schema: the CSP allows no `new Function`.
import '@chameleon/contract/jitless';
import * as z from 'zod/mini';
import { RUNTIME_CONFIG_URL } from './constants';
import { defaultRuntimeConfig } from './defaults';

/** A same-site path (`/api`) or an absolute http(s) URL. */
const location = z.union([z.string().check(z.regex(/^\/(?!\/)/)), z.url({ protocol: /^https?$/ })]);

/**
 * Settings the deploy may change without a rebuild: `public/runtime-config.json` is read in the
 * browser at start. The copy in `static/` is also compiled in as the build default, so a page
 * renders the same during SSR and hydration and only then switches to the deployed values.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: location,
  /**
   * Google reCAPTCHA's site key. Empty means no captcha provider: the forms show the
   * development stand-in, which only a development API (no `RECAPTCHA_SECRET`) accepts.
   */
  captchaSiteKey: z.union([z.literal(''), z.string().check(z.regex(/^[\w-]+$/))]),
  telegramBotUrl: z.url({ protocol: /^https?$/ }),
  vkBotUrl: z.url({ protocol: /^https?$/ }),
  launcherDownloadUrl: location,
  /** Shown beside the download button; changing it changes only that short line. */
  launcherVersion: z.string().check(z.regex(/^\d+(\.\d+){0,3}$/)),
  supportEmail: z.email(),
  /**
   * The site runs on demo data (`pnpm start` adds `"demo": true` to the file it serves):
   * every page says so. Absent in a real deploy.
   */
  demo: z.optional(z.boolean()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { defaultRuntimeConfig };

/**
 * Session restore waits for this file, so a hung request must not keep the account area on
 * its loading state: after this long the build defaults are used.
 */
export const RUNTIME_CONFIG_TIMEOUT_MS = 5_000;

type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Reads the deployed configuration. Never throws: a missing, unreadable, invalid or too slow
 * file keeps the build defaults and says why on the console, because a broken config file
 * must not take the whole site down.
 */
export async function loadRuntimeConfig(fetchImpl: Fetch = (url, init) => fetch(url, init), timeoutMs: number = RUNTIME_CONFIG_TIMEOUT_MS): Promise<RuntimeConfig> {
  try {
    // The signal also aborts reading the body, so a response that stalls midway times out too.
    // A plain GET: the account pages preload the file (src/head/preloads.ts), and a
    // request with another header or cache mode would not take the preloaded reply. The file is
    // served `must-revalidate` (site/server/servingRules.ts), so it is never stale.
    const signal = AbortSignal.timeout(timeoutMs);
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
    return parsed.data;
  } catch (error) {
    console.warn(`${RUNTIME_CONFIG_URL} could not be used, keeping the build defaults:`, error instanceof Error ? error.message : error);
    return defaultRuntimeConfig;
  }
}
