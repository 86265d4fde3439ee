import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// API processes as `pnpm start` runs them, for the tests of several processes on one PostgreSQL.

const apiRoot = path.resolve(__dirname, '..', '..');

export interface Instance {
  origin: string;
  child: ChildProcess;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One API process in demo mode on `databaseUrl` (the test's own schema), with `env` on top. */
export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      CHAMELEON_MODE: 'demo',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      CODE_SECRET: 'two-instances-code-secret-0123456789',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** SIGTERM to each, then waits until every one has exited. */
export async function stopInstances(instances: (Instance | undefined)[]): Promise<void> {
  for (const instance of instances) instance?.child.kill('SIGTERM');
  await Promise.all(
    instances.map((instance) => instance && new Promise((resolve) => (instance.child.exitCode === null ? instance.child.once('exit', resolve) : resolve(null)))),
  );
}
