import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../plugins/gatsby-plugin-chameleon-build/builtPages';
import { contentSecurityPolicy, inlineScriptHashes, summarizeRuntimeConfig } from './policy';
import { loadRedirects, type Redirect } from './serve';
import {
  apiNotFoundBody,
  apiPrefix,
  apiTimeoutMs,
  cacheClasses,
  forwardedPaths,
  hashedAssetPattern,
  httpsHeaders,
  immutablePrefix,
  prefixedLocales,
  securityHeaders,
  unpublishedPattern,
} from './servingRules';

/**
 * The serving rules (servingRules.ts) written as nginx configuration. `nginxConfigFiles()` is
 * the site's server block and header snippet, committed in deploy/nginx/ (a test keeps them
 * current); `nginxInclude()` is the part that depends on a build (the CSP and the redirects),
 * written after every build and after replacing runtime-config.json:
 *
 *   cd site && pnpm exec tsx server/nginx.ts public redirects.json [--https] > chameleon-build.conf
 *   cd site && pnpm exec tsx server/nginx.ts --write-config     # after changing the rules
 */

/** One `location` block: how nginx chooses it, and what it answers. */
export interface NginxLocation {
  /** `=` exact, `~`/`~*` regex (case-sensitive or not), `` prefix. */
  match: '=' | '~' | '~*' | '';
  path: string;
  why: string;
  /** The Cache-Control class the answer carries; the security headers come with it. */
  cache: keyof typeof cacheClasses | null;
  /** What the block does: serve a file, pass to the API, or answer 404. */
  answer: { serve: string } | { proxy: true } | { notFound: string | null };
}

const locales = prefixedLocales.join('|');

/** The site's locations, in the order nginx tries its regular expressions (the API's first: nothing under it is a file). */
export function siteLocations(): NginxLocation[] {
  const apiPaths = forwardedPaths.map((apiPath) => apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return [
    {
      match: '~',
      path: `^${apiPrefix}(${apiPaths})$`,
      why: "Only the contract's browser calls reach the API: not the bots' webhooks, /v2/bot/confirm, health, metrics or dev pages.",
      cache: 'api',
      answer: { proxy: true },
    },
    {
      match: '~',
      path: `^${apiPrefix}/`,
      why: "Anything else under the API prefix never reaches the API: a JSON 404 with the site's headers.",
      cache: 'api',
      answer: { notFound: apiNotFoundBody },
    },
    {
      match: '~',
      path: `^/((${locales})/)?404(\\.html|/index\\.html)$`,
      why: 'The 404 pages error_page answers with.',
      cache: 'revalidate',
      answer: { serve: '$uri =404' },
    },
    {
      match: '~*',
      path: unpublishedPattern,
      why: 'Never published: source maps and webpack statistics, nor their .br/.gz copies (nginx matches the decoded URI).',
      cache: null,
      answer: { notFound: null },
    },
    {
      match: '~',
      path: hashedAssetPattern,
      why: 'Content-hashed assets never change under their name.',
      cache: 'immutable',
      answer: { serve: '$uri =404' },
    },
    { match: '', path: immutablePrefix, why: 'Gatsby\'s static/ folder: every file is named by its content.', cache: 'immutable', answer: { serve: '$uri =404' } },
    {
      match: '=',
      path: '/sitemap.xml',
      why: "gatsby-plugin-sitemap's index answers as the sitemap unless a build writes one.",
      cache: 'revalidate',
      answer: { serve: '/sitemap.xml /sitemap-index.xml =404' },
    },
    {
      match: '',
      path: '/',
      why: 'HTML, page-data/**, app-data.json, runtime-config.json, sitemaps, favicons.',
      cache: 'revalidate',
      answer: { serve: '$uri $uri/index.html =404' },
    },
  ];
}

/** The block nginx picks for a decoded path: an exact match; else the first regex that matches; else the longest prefix. */
export function chooseLocation(locations: readonly NginxLocation[], uri: string): NginxLocation | undefined {
  const exact = locations.find((location) => location.match === '=' && location.path === uri);
  if (exact) return exact;
  const prefix = locations.filter((location) => location.match === '' && uri.startsWith(location.path)).sort((a, b) => b.path.length - a.path.length)[0];
  const regex = locations.find((location) => (location.match === '~' || location.match === '~*') && new RegExp(location.path, location.match === '~*' ? 'i' : '').test(uri));
  return regex ?? prefix;
}

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

function renderLocation(location: NginxLocation): string {
  const lines = [`# ${location.why}`, `location ${location.match ? `${location.match} ` : ''}${/[{};\s]/.test(location.path) ? quote(location.path) : location.path} {`];
  const body: string[] = [];
  if ('proxy' in location.answer) body.push(...proxyDirectives);
  body.push('include snippets/chameleon-headers.conf;');
  if (location.cache !== null) body.push(`add_header Cache-Control ${quote(cacheClasses[location.cache])} always;`);
  if ('serve' in location.answer) {
    // /auth/sign-in -> 301 /auth/sign-in/ (query kept) when that page exists.
    if (location.path === '/') body.push('if (-d $request_filename) {', '    rewrite ^(.*[^/])$ $1/ permanent;', '}');
    body.push(`try_files ${location.answer.serve};`);
  }
  if ('notFound' in location.answer) {
    if (location.answer.notFound === null) body.push('return 404;');
    else body.push('default_type application/json;', `return 404 '${location.answer.notFound}';`);
  }
  return [...lines, ...body.map((line) => `    ${line}`), '}'].join('\n');
}

const proxyDirectives = [
  `rewrite ^${apiPrefix}/(.*)$ /$1 break;`,
  'proxy_pass http://chameleon_api;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $host;',
  '# Appends the address nginx saw; the API believes only that last entry (TRUST_PROXY_HOPS=1).',
  'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Request-Id $request_id;',
  'proxy_intercept_errors off;',
  'proxy_connect_timeout 5s;',
  `proxy_read_timeout ${apiTimeoutMs / 1000}s;`,
  `proxy_send_timeout ${apiTimeoutMs / 1000}s;`,
  'client_body_timeout 10s;',
  'client_max_body_size 1m;',
  "# The site's headers win over the API's; of its cookies only the device cookie passes.",
  'proxy_hide_header Cache-Control;',
  'proxy_hide_header Set-Cookie;',
  'add_header Set-Cookie $chameleon_api_cookie always;',
];

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n');

const generated = '# Generated by site/server/nginx.ts from site/server/servingRules.ts; do not edit.';

/** The committed configuration: file name (in deploy/nginx/) -> contents. */
export function nginxConfigFiles(): Record<string, string> {
  const headers = [
    generated,
    "# Every block that sets headers includes this: nginx drops inherited add_headers in such a block.",
    'add_header Content-Security-Policy $chameleon_csp always;',
    ...Object.entries({ ...securityHeaders, ...httpsHeaders }).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
  ];
  const site = `${generated}
# /etc/nginx/conf.d/chameleon.conf; chameleon-headers.conf and the build's chameleon-build.conf
# go to /etc/nginx/snippets/ (docs/deploy.md, "nginx").

# The localized 404 page for a path: /en/... -> /en/404/index.html, everything else -> ru.
map $uri $chameleon_404 {
    "~^/(?<lng>${locales})/"  /$lng/404/index.html;
    default  /404.html;
}

# The API's one cookie, its signed HttpOnly device cookie (sign-in and sign-up), passes on;
# any other cookie of the API is dropped (an empty add_header value sends nothing).
map $upstream_http_set_cookie $chameleon_api_cookie {
    ~^chameleon_device= $upstream_http_set_cookie;
    default "";
}

upstream chameleon_api {
    server 127.0.0.1:8787;
    keepalive 16;
}

server {
    listen 80;
    server_name chameleon.example;
    return 301 https://$host$request_uri;
}

server {
    listen 443 ssl;
    http2 on;
    server_name chameleon.example;
    ssl_certificate     /etc/letsencrypt/live/chameleon.example/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/chameleon.example/privkey.pem;

    root /srv/chameleon/public;
    index index.html;
    absolute_redirect off;
    server_tokens off;
    etag on;

    # The CSP variable and the redirect locations, generated from each build.
    include snippets/chameleon-build.conf;

    # The build's compressed copies first (site/plugins/gatsby-plugin-chameleon-build/precompress.ts).
    gzip_static on;
    brotli_static on;
    gzip on;
    gzip_vary on;
    gzip_min_length 1024;
    gzip_types text/css application/javascript application/json application/xml text/xml image/svg+xml text/plain application/manifest+json;
    # Needs the ngx_brotli module (nginx-extras / libnginx-mod-http-brotli-filter).
    brotli on;
    brotli_comp_level 5;
    brotli_min_length 1024;
    brotli_types text/css application/javascript application/json application/xml text/xml image/svg+xml text/plain application/manifest+json;

    # Status 404 with the page of the path's language. Only for our own files: API errors pass through.
    error_page 404 $chameleon_404;

${siteLocations()
  .map((location) => indent(renderLocation(location)))
  .join('\n\n')}
}
`;
  return { 'chameleon.conf': site, 'chameleon-headers.conf': `${headers.join('\n')}\n` };
}

/** Where the committed configuration lives. */
export const nginxConfigDir = path.resolve(__dirname, '..', '..', 'deploy', 'nginx');

/**
 * The build-dependent part: the CSP (nginx cannot hash inline scripts per page, so the policy
 * lists the hashes of every page) and the redirect table.
 */
export function nginxInclude(root: string, redirects: readonly Redirect[], https: boolean): string {
  const hashes = new Set<string>();
  for (const file of builtPages(root)) for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
  let runtime = { apiOrigin: null as string | null, captcha: false };
  try {
    runtime = summarizeRuntimeConfig(readFileSync(path.join(root, 'runtime-config.json'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const policy = contentSecurityPolicy({ scriptHashes: [...hashes].sort(), ...runtime, https });
  const lines = ['# Generated by site/server/nginx.ts from the build; do not edit.', `set $chameleon_csp "${policy}";`];
  for (const { fromPath, toPath } of redirects) {
    const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(toPath);
    const target = absolute ? `302 ${toPath}` : `301 ${toPath}${toPath.includes('?') ? '' : '$is_args$args'}`;
    const bare = fromPath.length > 1 ? fromPath.replace(/\/$/, '') : fromPath;
    for (const from of new Set([bare, `${bare}/`])) lines.push(`location = ${from} { include snippets/chameleon-headers.conf; return ${target}; }`);
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && path.basename(process.argv[1]).startsWith('nginx')) {
  if (process.argv.includes('--write-config')) {
    for (const [name, text] of Object.entries(nginxConfigFiles())) writeFileSync(path.join(nginxConfigDir, name), text);
  } else {
    const [root = 'public', redirectsFile = 'redirects.json'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
    process.stdout.write(nginxInclude(path.resolve(root), loadRedirects(path.resolve(redirectsFile)), process.argv.includes('--https')));
  }
}
