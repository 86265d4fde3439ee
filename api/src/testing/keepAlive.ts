import http from 'node:http';

/**
 * Whether a keep-alive connection left idle for `idleMs` is still open, so that the next request
 * to `url` goes out on it: two GETs through a pool of one socket that itself keeps it a minute.
 */
export async function idleConnectionReused(url: string, idleMs: number): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
  const get = () =>
    new Promise<boolean>((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(request.reusedSocket));
      });
      request.on('error', reject);
    });
  try {
    await get();
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    return await get();
  } finally {
    agent.destroy();
  }
}
