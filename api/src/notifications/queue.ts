import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import type { Database, Queryable } from '../db/database';
import { deliverNotice, giveUpNotice } from './delivery';
import { recordDueNotices, type NoticeChannel } from './notices';

// The notification jobs run on pg-boss, in the API's own database (PGlite in demo mode,
// PostgreSQL in production; decisions/0041-notification-queue.md). Every process runs the
// workers; pg-boss hands each job to one of them (SKIP LOCKED), retries a failed one with
// back-off and files one that ran out of retries in the dead-letter queue.

export const NOTICE_JOBS = { deliver: 'notification-deliver', dead: 'notification-dead', scan: 'notification-scan' } as const;

export interface NotificationQueueOptions {
  /** Seconds between a worker's polls (pg-boss's least is 0.5). */
  pollingSeconds?: number;
  /** Retries of a failed send; the delays grow from `retryDelaySeconds` (pg-boss's back-off). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** pg-boss's schema; by default `pgboss`, or `<schema>_pgboss` beside a schema of the API's own (tests). */
  schema?: string;
}

/** Jobs a worker takes per poll. */
const DELIVERY_BATCH = 20;

type Counts = Record<NoticeChannel, number>;
const zero = (): Counts => ({ telegram: 0, vk: 0, email: 0 });

/** pg-boss's database port over ours: a script without parameters runs whole, as pg's simple protocol would. */
function jobDatabase(db: Queryable) {
  return {
    executeSql: async (text: string, values?: unknown[]) => ({ rows: values === undefined || values.length === 0 ? await db.exec(text) : await db.query(text, values) }),
  };
}

/** Runs `work` while holding a lock every API process on this PostgreSQL takes (PGlite serves one process). */
async function oneAtATime(db: Database, work: () => Promise<void>): Promise<void> {
  if (db.kind !== 'postgres') return work();
  await db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(724102)`);
    await work();
  });
}

async function defaultSchema(db: Queryable): Promise<string> {
  const [row] = await db.query<{ schema: string }>(`select current_schema() as schema`);
  return row === undefined || row.schema === 'public' ? 'pgboss' : `${row.schema}_pgboss`;
}

export class NotificationQueue {
  /** What /metrics reports, per channel, since this process started. */
  readonly counts = { sent: zero(), failed: zero(), retried: zero() };

  /** This process's delivery worker, woken when this process queues something. */
  private worker: string | null = null;

  private constructor(
    private readonly ctx: AppContext,
    private readonly boss: PgBoss,
  ) {}

  /**
   * Starts pg-boss on the API's database with the workers of this process, scans now, and
   * every minute after (pg-boss's schedule runs each minute's scan in one process only).
   */
  static async start(ctx: AppContext, options: NotificationQueueOptions = {}): Promise<NotificationQueue> {
    const schema = options.schema ?? (await defaultSchema(ctx.db));
    const boss = new PgBoss({ db: jobDatabase(ctx.db), schema } as PgBoss.ConstructorOptions);
    const queue = new NotificationQueue(ctx, boss);
    boss.on('error', (error) => console.error('notification queue:', error));
    // pg-boss makes its schema and queues on its first start; processes starting together
    // would race those statements (duplicate schema, deadlocks), so they take turns.
    await oneAtATime(ctx.db, async () => {
      await boss.start();
      await boss.createQueue(NOTICE_JOBS.dead);
      await boss.createQueue(NOTICE_JOBS.deliver, {
        name: NOTICE_JOBS.deliver,
        retryLimit: options.retryLimit ?? 6,
        retryDelay: options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        deadLetter: NOTICE_JOBS.dead,
      });
      await boss.createQueue(NOTICE_JOBS.scan, { name: NOTICE_JOBS.scan, policy: 'singleton' });
      const polling = { pollingIntervalSeconds: options.pollingSeconds ?? 2 };
      // A batch per poll, sent side by side; a job that fails is failed alone (pg-boss retries
      // it), and pg-boss completes the rest when the handler returns.
      queue.worker = await boss.work<{ id: string }>(NOTICE_JOBS.deliver, { ...polling, batchSize: DELIVERY_BATCH, includeMetadata: true }, async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await queue.runDelivery(job);
            } catch (error) {
              await boss.fail(NOTICE_JOBS.deliver, job.id, { message: String(error) });
            }
          }),
        );
      });
      await boss.work(NOTICE_JOBS.scan, polling, async () => {
        await queue.scan();
      });
      await boss.schedule(NOTICE_JOBS.scan, '* * * * *');
    });
    // What fell due while no process ran is written and queued at once.
    await queue.scan();
    return queue;
  }

  /** Writes the notifications now due and queues every one not yet queued. */
  async scan(): Promise<void> {
    await recordDueNotices(this.ctx);
    await this.enqueuePending();
  }

  /**
   * Queues the notifications written but not yet queued (by the scan, or by an unfreeze or a
   * payment), each exactly once: the rows are taken with SKIP LOCKED and their jobs inserted in
   * the same transaction, so a crash leaves them unqueued, never queued twice.
   */
  async enqueuePending(): Promise<number> {
    let queued = 0;
    for (;;) {
      const batch = await this.ctx.db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          `update notifications set queued_at = $1 where id in (
             select id from notifications where queued_at is null order by id limit 200 for update skip locked
           ) returning id::text`,
          [this.ctx.now()],
        );
        if (rows.length > 0) {
          await this.boss.insert(
            rows.map((row) => ({ name: NOTICE_JOBS.deliver, data: { id: row.id } })),
            { db: jobDatabase(tx) } as PgBoss.InsertOptions,
          );
        }
        return rows.length;
      });
      queued += batch;
      if (batch === 0) break;
    }
    if (queued > 0 && this.worker !== null) this.boss.notifyWorker(this.worker);
    return queued;
  }

  /** Jobs waiting to be sent (queued and not yet taken by a worker). */
  depth(): Promise<number> {
    return this.boss.getQueueSize(NOTICE_JOBS.deliver);
  }

  /** Jobs that ran out of retries, in the dead-letter queue. */
  deadLetters(): Promise<number> {
    return this.boss.getQueueSize(NOTICE_JOBS.dead);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 } as PgBoss.StopOptions);
  }

  private async runDelivery(job: PgBoss.JobWithMetadata<{ id: string }>): Promise<void> {
    const [row] = await this.ctx.db.query<{ channel: NoticeChannel }>(`select channel from notifications where id = $1`, [job.data.id]);
    const channel = row?.channel ?? 'email';
    if (job.retryCount > 0) this.counts.retried[channel] += 1;
    try {
      const outcome = await deliverNotice(this.ctx, job.data.id);
      if (outcome === 'sent') this.counts.sent[channel] += 1;
      if (outcome === 'dropped') this.counts.failed[channel] += 1;
    } catch (error) {
      // The last try: the row keeps why (the dead-letter record), and pg-boss files the job.
      if (job.retryCount >= job.retryLimit) {
        this.counts.failed[channel] += 1;
        await giveUpNotice(this.ctx, job.data.id, error);
      }
      throw error;
    }
  }
}
