import { once } from 'node:events';
import { specBackendPort } from './calls';
import { createSpecBackend } from './server';

/** Starts the spec-shaped backend for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = createSpecBackend();
  server.listen(specBackendPort, '127.0.0.1');
  await once(server, 'listening');
  return async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
}
