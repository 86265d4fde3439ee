import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routes, type Route } from '@chameleon/contract';
import { isForwardedApiCall } from './apiCalls';

const calls = Object.values(routes) as Route[];
const browserCalls = calls.filter((call) => call.auth !== 'bot');
const notForwarded = ['/bots/telegram', '/bots/vk', '/v2/bot/confirm', '/healthz', '/readyz', '/metrics', '/openapi.json', '/docs/', '/dev/bot/confirm', '/v2/web/login/x'];

it('forwards each browser call of the contract, with its method and query', () => {
  for (const call of browserCalls) {
    expect(isForwardedApiCall(call.method, `${call.path}?limit=10`)).toBe(true);
    expect(isForwardedApiCall('OPTIONS', call.path)).toBe(true);
    expect(isForwardedApiCall(call.method === 'GET' ? 'POST' : 'GET', call.path)).toBe(calls.some((other) => other.path === call.path && other.method !== call.method));
  }
});

it.each(notForwarded)('forwards nothing else: %s', (apiPath) => {
  expect(isForwardedApiCall('POST', apiPath) || isForwardedApiCall('GET', apiPath)).toBe(false);
});

// The nginx example in docs/deploy.md passes the same paths on: its location regex is checked here.
it('matches the nginx /api/ location of docs/deploy.md', () => {
  const deploy = readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'deploy.md'), 'utf8');
  const pattern = /location ~ (\^\/api\/\S+\$) \{/.exec(deploy)?.[1];
  expect(pattern).toBeDefined();
  const nginx = new RegExp(pattern!);
  for (const call of browserCalls) expect(nginx.test(`/api${call.path}`)).toBe(true);
  for (const apiPath of notForwarded) expect(nginx.test(`/api${apiPath}`)).toBe(false);
});
