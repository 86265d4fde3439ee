import shipped from '../../static/runtime-config.json';
import { RUNTIME_CONFIG_TIMEOUT_MS, defaultRuntimeConfig, loadRuntimeConfig, runtimeConfigSchema } from './runtimeConfig';

const deployed = {
  apiBaseUrl: 'https://api.example.org',
  captchaSiteKey: 'site-key',
  telegramBotUrl: 'https://t.me/other_bot',
  vkBotUrl: 'https://vk.com/other',
  launcherDownloadUrl: 'https://cdn.example.org/Launcher.exe',
  launcherVersion: '3.0.0',
  supportEmail: 'help@example.org',
};

const reply = (status: number, body: unknown) => async () => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

it('ships a valid default file', () => {
  expect(runtimeConfigSchema.safeParse(shipped).success).toBe(true);
});

it('uses the deployed file when it is valid', async () => {
  await expect(loadRuntimeConfig(reply(200, deployed))).resolves.toEqual(deployed);
  expect(warn).not.toHaveBeenCalled();
});

it('keeps the build defaults and warns when the file is missing', async () => {
  await expect(loadRuntimeConfig(reply(404, 'Not found'))).resolves.toEqual(defaultRuntimeConfig);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime-config.json'), 'HTTP 404');
});

it('keeps the build defaults when a field is invalid', async () => {
  await expect(loadRuntimeConfig(reply(200, { ...deployed, telegramBotUrl: 'javascript:alert(1)' }))).resolves.toEqual(defaultRuntimeConfig);
  expect(warn).toHaveBeenCalledTimes(1);
});

it('keeps the build defaults when the body is not JSON', async () => {
  const broken = async () => ({ ok: true, status: 200, json: async () => { throw new SyntaxError('Unexpected token <'); } });
  await expect(loadRuntimeConfig(broken)).resolves.toEqual(defaultRuntimeConfig);
});

it('keeps the build defaults when the network fails', async () => {
  const offline = async () => { throw new TypeError('Failed to fetch'); };
  await expect(loadRuntimeConfig(offline)).resolves.toEqual(defaultRuntimeConfig);
});

/** A server that never answers: the request ends only when its signal aborts it. */
const hanging = (_url: string, init?: RequestInit) =>
  new Promise<never>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

it('keeps the build defaults when the file does not arrive in time', async () => {
  await expect(loadRuntimeConfig(hanging, 20)).resolves.toEqual(defaultRuntimeConfig);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime-config.json'), expect.stringMatching(/time/i));
});

it('gives the file 5 seconds by default', async () => {
  const timeout = jest.spyOn(AbortSignal, 'timeout');
  await loadRuntimeConfig(reply(200, deployed));
  expect({ limit: RUNTIME_CONFIG_TIMEOUT_MS, asked: timeout.mock.calls }).toEqual({ limit: 5_000, asked: [[5_000]] });
  timeout.mockRestore();
});

it('accepts a same-site API path', () => {
  expect(runtimeConfigSchema.safeParse({ ...deployed, apiBaseUrl: '/api' }).success).toBe(true);
});

it('rejects a protocol-relative API URL', () => {
  expect(runtimeConfigSchema.safeParse({ ...deployed, apiBaseUrl: '//evil.example' }).success).toBe(false);
});

it('accepts an empty captcha key (no provider: the development stand-in)', () => {
  expect(runtimeConfigSchema.safeParse({ ...deployed, captchaSiteKey: '' }).success).toBe(true);
});

it('rejects a captcha key that could break out of the script URL', () => {
  expect(runtimeConfigSchema.safeParse({ ...deployed, captchaSiteKey: 'key&onload=evil' }).success).toBe(false);
});
