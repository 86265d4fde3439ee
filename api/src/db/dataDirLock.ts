import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';

/**
 * PGlite is one process's database: two processes on one folder each keep their own copy in
 * memory and overwrite each other's writes (the probe lost acknowledged sign-ups that way). A
 * lock file beside the folder, holding the owner's pid, keeps a second process out; a lock
 * whose process is gone (a crash, a kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSafe(lockFile));
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new ConfigError(
          `DATA_DIR ${dataDir} is already used by process ${owner} (lock ${lockFile}). PGlite serves one process only: ` +
            'stop the other one, or run several API processes on PostgreSQL (DATABASE_URL).',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new ConfigError(`DATA_DIR ${dataDir}: could not take the lock ${lockFile}`);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
