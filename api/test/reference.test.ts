import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@chameleon/contract';
import { openApiPath, PROTOCOL_READINGS } from '../src/ops/openapi';
import { harnessForFile } from './support/harness';

const h = harnessForFile();
const docs = path.resolve(__dirname, '..', '..', 'docs');

it.each(PROTOCOL_READINGS.map((reading) => [openApiPath(reading), reading] as const))('serves %s as written to docs/', async (url) => {
  const response = await h.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).toBe(readFileSync(path.join(docs, url.slice(1)), 'utf8'));
});

it('describes every call of the contract with its request and reply', async () => {
  const document = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
    openapi: string;
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; requestBody?: unknown }>>;
  }>();
  expect(document.openapi).toBe('3.1.0');
  for (const [name, call] of Object.entries(endpoints)) {
    const operation = document.paths[call.path]?.[call.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
    expect(operation?.responses).toHaveProperty('200');
    expect(operation?.responses).toHaveProperty('401');
    expect(operation?.requestBody !== undefined).toBe('body' in call);
  }
});

it('serves the reference page with its script from this server only', async () => {
  expect(await h.app.inject({ method: 'GET', url: '/docs' })).toMatchObject({ statusCode: 301, headers: { location: '/docs/' } });
  const page = await h.app.inject({ method: 'GET', url: '/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toMatch(/default-src 'self'.*connect-src 'self'/);
  expect(page.body).toContain('/openapi.json');
  // No script, style sheet or font from another host.
  expect(page.body).not.toMatch(/(src|href)=["']?(https?:)?\/\//);
  const script = await h.app.inject({ method: 'GET', url: '/docs/js/scalar.js' });
  expect(script.statusCode).toBe(200);
  expect(script.headers['content-type']).toMatch(/javascript/);
});
