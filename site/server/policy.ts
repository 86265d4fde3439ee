import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

// reCAPTCHA loads its script from both hosts and renders its challenge in a frame;
// the hosts are allowed only when a site key is configured.
const recaptchaScriptHosts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrameHosts = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export interface PolicyInputs {
  /** `'sha256-…'` sources of the inline scripts of the document being served. */
  scriptHashes: readonly string[];
  /** Origin of the account API, when it is not this server. */
  apiOrigin: string | null;
  captcha: boolean;
  https: boolean;
}

export function contentSecurityPolicy({ scriptHashes, apiOrigin, captcha, https }: PolicyInputs): string {
  const scriptSrc = ["'self'", ...scriptHashes, ...(captcha ? recaptchaScriptHosts : [])];
  const connectSrc = ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...(captcha ? ['https://www.google.com/recaptcha/'] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    // Styles cannot be hashed: Radix's scroll lock injects <style> elements with
    // computed content at run time, and server-rendered markup carries style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connectSrc.join(' ')}`,
    `frame-src ${captcha ? recaptchaFrameHosts.join(' ') : "'none'"}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;

/** Hash sources for every inline script of an HTML document, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    // The browser hashes the parsed text, in which the HTML parser has normalised newlines.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

interface CachedHashes {
  mtimeMs: number;
  size: number;
  hashes: string[];
}

/**
 * Inline-script hashes per HTML file. A new build replaces the files in place, so an
 * entry is recomputed when the file's modification time or size changes.
 */
export class InlineScriptHashCache {
  private readonly entries = new Map<string, CachedHashes>();

  get(file: string): string[] {
    const { mtimeMs, size } = statSync(file);
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
    this.entries.set(file, { mtimeMs, size, hashes });
    return hashes;
  }
}

export interface RuntimeConfigSummary {
  apiOrigin: string | null;
  captcha: boolean;
}

const defaultRuntimeConfig: RuntimeConfigSummary = { apiOrigin: null, captcha: false };

/**
 * The parts of `runtime-config.json` the policy depends on. The deploy may replace the
 * file without a rebuild, so it is re-read whenever it changes on disk.
 */
export class RuntimeConfigWatcher {
  private stamp = '';
  private summary: RuntimeConfigSummary = defaultRuntimeConfig;

  constructor(
    private readonly file: string,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** Reads the file now and throws when it is malformed: at start, failing loudly is right. */
  load(): RuntimeConfigSummary {
    const stamp = this.currentStamp();
    this.summary = this.read(stamp);
    this.stamp = stamp;
    return this.summary;
  }

  /**
   * Never throws: a file broken while running (a half-finished copy, a typo) keeps the last
   * good summary, or the defaults, instead of failing every request. The broken version is
   * reported once, since its stamp is remembered; the next change is read again.
   */
  get(): RuntimeConfigSummary {
    const stamp = this.currentStamp();
    if (stamp === this.stamp) return this.summary;
    this.stamp = stamp;
    try {
      this.summary = this.read(stamp);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.warn(`${this.file} is malformed (${reason}); the content security policy keeps its previous settings`);
    }
    return this.summary;
  }

  private currentStamp(): string {
    try {
      const { mtimeMs, size } = statSync(this.file);
      return `${mtimeMs}:${size}`;
    } catch {
      return 'missing';
    }
  }

  private read(stamp: string): RuntimeConfigSummary {
    return stamp === 'missing' ? defaultRuntimeConfig : summarizeRuntimeConfig(readFileSync(this.file, 'utf8'));
  }
}

export function summarizeRuntimeConfig(text: string): RuntimeConfigSummary {
  const config: unknown = JSON.parse(text);
  if (typeof config !== 'object' || config === null) throw new Error('runtime-config.json must hold a JSON object');
  const record = config as Record<string, unknown>;
  const apiBaseUrl = record.apiBaseUrl;
  let apiOrigin: string | null = null;
  // A relative base URL ("/api") is this server's origin, which 'self' already covers.
  if (typeof apiBaseUrl === 'string' && /^https?:\/\//i.test(apiBaseUrl)) apiOrigin = new URL(apiBaseUrl).origin;
  const captchaKey = record.captchaSiteKey ?? record.recaptchaSiteKey;
  return { apiOrigin, captcha: typeof captchaKey === 'string' && captchaKey.length > 0 };
}
