import { ERROR_CODES, ERROR_HTTP_STATUS, endpoints, errorReplySchema, spec, type ErrorCode, type Route } from '@chameleon/contract';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

// The contract published as OpenAPI 3.1 (whose schemas are JSON Schema 2020-12), converted by
// zod 4's own z.toJSONSchema from the same schemas that validate every request and reply.
// One document per reading of the protocol (docs/decisions/0010-the-site-reads-the-spec.md): what the reference API
// promises (contract/src/endpoints.ts, strict) and what the site relies on (contract/src/spec,
// tolerant). Each is a table of calls; both take method, path and auth from routes.ts.

interface Call extends Route {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  reply: z.ZodMiniType;
}

export interface ProtocolReading {
  /** File and URL name: docs/openapi[.<id>].json, GET /openapi[.<id>].json. The first reading has none. */
  id: string;
  title: string;
  description: string;
  calls: Readonly<Record<string, Call>>;
  /**
   * Which end reads the schemas. The server parses requests and writes replies: requests are
   * shown as the schemas' input, replies as their output. The site is the other way round: it
   * writes requests (output) and parses replies (input, before its fallbacks fill them in).
   */
  reader: 'server' | 'client';
  failure: z.ZodMiniType;
}

export const PROTOCOL_READINGS: readonly ProtocolReading[] = [
  {
    id: 'reference',
    title: 'Chameleon account API: what the reference API promises',
    description:
      'Every call of the account API as the reference implementation (api/) serves it: requests it accepts and replies it sends, ' +
      'both validated against the zod contract (contract/src/endpoints.ts). Failures are `{ status: false, message: <code> }` with the HTTP status of the code. ' +
      'What the site itself relies on is the other document, `/openapi.site.json`.',
    calls: endpoints,
    reader: 'server',
    failure: errorReplySchema,
  },
  {
    id: 'site',
    title: 'Chameleon account API: what the site relies on',
    description:
      'The calls the site makes, as it reads them (contract/src/spec): spec section 7\u2019s keys are required, every other key is optional ' +
      'with a fallback and unknown keys are ignored. Requests carry exactly the spec\u2019s payload keys. Any reply with `status: false` is a failure, ' +
      'whatever its HTTP status; its `message` is shown translated when it is a catalogue code, as text otherwise. Any backend that satisfies this ' +
      'document works with the site (`pnpm conformance` checks one).',
    calls: spec.endpoints,
    reader: 'client',
    failure: spec.failureReplySchema,
  },
];

/** Where a reading's document is served and written. */
export function openApiPath(reading: ProtocolReading): string {
  return reading === PROTOCOL_READINGS[0] ? '/openapi.json' : `/openapi.${reading.id}.json`;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as $ZodType, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The statuses failures come with, each with the codes that use it. */
function errorResponses(reading: ProtocolReading): Record<string, unknown> {
  if (reading.reader === 'client') {
    return { default: { description: 'A failure, whatever the status.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } } };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of ERROR_CODES) byStatus.set(ERROR_HTTP_STATUS[code], [...(byStatus.get(ERROR_HTTP_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        { description: `A failure: ${codes.join(', ')}.`, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } } },
      ]),
  );
}

function queryParameters(query: z.ZodMiniType, io: 'input' | 'output'): unknown[] {
  const schema = jsonSchema(query, io);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
}

const SECURITY: Record<Route['auth'], unknown[]> = { none: [], user: [{ bearer: [] }], bot: [{ botSecret: [] }] };

export function openApiDocument(reading: ProtocolReading): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const errors = errorResponses(reading);
  const requestIo = reading.reader === 'server' ? 'input' : 'output';
  const replyIo = reading.reader === 'server' ? 'output' : 'input';
  for (const [name, call] of Object.entries(reading.calls)) {
    const operation: Record<string, unknown> = {
      operationId: name,
      ...(call.optional === true ? { 'x-optional': true, description: 'Beyond spec section 7: a backend may answer 404, and the site then hides what needs this call.' } : {}),
      tags: [call.path.split('/').filter(Boolean).slice(0, -1).join('/') || '/'],
      security: SECURITY[call.auth],
      ...(call.query === undefined ? {} : { parameters: queryParameters(call.query, requestIo) }),
      ...(call.body === undefined
        ? {}
        : { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, requestIo) } } } }),
      responses: {
        '200': { description: 'Success.', content: { 'application/json': { schema: jsonSchema(call.reply, replyIo) } } },
        ...errors,
      },
    };
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: reading.title, version: '2', description: reading.description },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: { ErrorReply: jsonSchema(reading.failure, replyIo) },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The access token from login or register.' },
        botSecret: { type: 'apiKey', in: 'header', name: 'X-Bot-Secret', description: 'The bots\u2019 shared secret (BOT_SECRET).' },
      },
    },
  };
}

/** The document as written to docs/: stable key order and a final newline, so CI can compare bytes. */
export function openApiText(reading: ProtocolReading): string {
  return `${JSON.stringify(openApiDocument(reading), null, 2)}\n`;
}
