import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The connection pool's state, for /metrics (PostgreSQL only; PGlite is one in-process connection). */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

/** Embedded PostgreSQL (WASM). `dataDir` keeps the data on disk; without it, memory only. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  await db.waitReady;
  const run = (target: Pick<PGlite, 'query'>) => async <Row>(sql: string, params: readonly unknown[] = []) =>
    (await target.query<Row>(sql, [...params])).rows;
  return {
    kind: 'pglite',
    query: run(db),
    transaction: (work) => db.transaction((tx) => work({ query: run(tx) })),
    close: () => db.close(),
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Every connection works in this schema (tests give each file its own). */
  schema?: string;
  maxConnections?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${quoteIdentifier(options.schema)}` }),
  });
  await pool.query('select 1');
  const run =
    (target: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await target.query(sql, [...params])).rows as Row[];
  return {
    kind: 'postgres',
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({ query: run(client) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ max: pool.options.max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
