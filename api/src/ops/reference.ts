import scalarReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { openApiPath, openApiText, PROTOCOL_READINGS } from './openapi';

export const REFERENCE_PAGE = '/docs';

// The page runs Scalar's bundled script from this server: nothing is fetched from elsewhere,
// and the policy makes sure of it (no fonts, telemetry or proxy on another host).
const REFERENCE_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/** GET /openapi.json (one document per reading of the protocol) and the reference page at GET /docs. */
export async function registerReference(app: FastifyInstance): Promise<void> {
  for (const reading of PROTOCOL_READINGS) {
    const text = openApiText(reading);
    app.get(openApiPath(reading), { logLevel: 'warn' }, async (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
  }
  await app.register(scalarReference, {
    routePrefix: REFERENCE_PAGE,
    logLevel: 'warn',
    hooks: {
      onRequest: async (_request, reply) => {
        void reply.header('content-security-policy', REFERENCE_POLICY);
      },
    },
    configuration: {
      sources: PROTOCOL_READINGS.map((reading, index) => ({ title: reading.title, slug: reading.id, url: openApiPath(reading), default: index === 0 })),
      withDefaultFonts: false,
      telemetry: false,
      // Scalar's hosted extras (deploy, SDK generation, the AI agent) need its servers.
      showDeveloperTools: 'never',
      agent: { disabled: true },
      pageTitle: 'Chameleon API reference',
    },
  });
}
