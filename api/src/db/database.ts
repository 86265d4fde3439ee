import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import pg from 'pg';

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a whole SQL script (several statements, no parameters), as `psql -f` would; resolves to its last statement's rows. */
  exec<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
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

/**
 * Embedded PostgreSQL (WASM). `dataDir` keeps the data on disk; without it, memory only.
 * `options` hand PGlite its WASM files where it cannot find them itself (under jsdom).
 */
export async function openPglite(dataDir?: string, options: PGliteOptions = {}): Promise<Database> {
  const db = new PGlite({ ...options, ...(dataDir === undefined ? {} : { dataDir }) });
  await db.waitReady;
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await target.query<Row>(sql, [...params])).rows,
    exec: async <Row>(sql: string) => ((await target.exec(sql)).at(-1)?.rows ?? []) as Row[],
  });
  return {
    kind: 'pglite',
    ...on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
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
  // Without parameters node-postgres sends the simple query protocol, which takes a whole script.
  const on = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await target.query(sql, [...params])).rows as Row[],
    exec: async <Row>(sql: string) => {
      // A script of several statements answers with one result per statement.
      const result: pg.QueryResult | pg.QueryResult[] = await target.query(sql);
      return ((Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? []) as Row[];
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
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
