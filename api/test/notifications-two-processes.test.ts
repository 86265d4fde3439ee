/**
 * Two API processes on one PostgreSQL, each running the notification scan as it starts, over
 * 100 subscriptions ending within 3 days: every notification is written once and sent once,
 * to the Telegram chat and by e-mail. Needs PostgreSQL (TEST_DATABASE_URL).
 */
import { migrate } from '../src/db/migrations';
import { startBotApiStandIn, type BotApiStandIn } from './support/botApiStandIn';
import { openTestDatabase, SETUP_TIMEOUT, TEST_DATABASE_URL, type TestDatabase } from './support/harness';
import { startInstance, stopInstances, type Instance } from './support/instances';

jest.setTimeout(120_000);

const SUBSCRIBERS = 100;
const FIRST_CHAT = 700_000_001;

if (TEST_DATABASE_URL === null) {
  console.log('notifications-two-processes.test.ts skipped: no PostgreSQL (set TEST_DATABASE_URL); PGlite serves one process only.');
}
const describeWithPostgres = TEST_DATABASE_URL === null ? describe.skip : describe;

describeWithPostgres('notifications from two API processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let standIn: BotApiStandIn;
  let instances: Instance[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database.db);
    // 100 accounts, each with a linked Telegram chat and a subscription ending within 3 days.
    await database.db.exec(`
      insert into users (login, email, password_hash, created_at, locale)
        select 'sub_' || n, 'sub_' || n || '@example.com', 'not-a-hash', now(), 'en' from generate_series(1, ${SUBSCRIBERS}) as n;
      insert into bot_chats (user_id, bot, chat_id, linked_at)
        select id, 'telegram', (${FIRST_CHAT - 1} + substr(login, 5)::int)::text, now() from users;
      insert into subscriptions (user_id, cheat_id, expires_at)
        select id, 1, now() + interval '1 hour' * (25 + substr(login, 5)::int % 40) from users;
    `);
    standIn = await startBotApiStandIn();
    const [{ schema } = { schema: '' }] = await database.db.query<{ schema: string }>('select current_schema() as schema');
    const url = new URL(TEST_DATABASE_URL as string);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { TELEGRAM_BOT_TOKEN: '7000000001:TEST-token', TELEGRAM_WEBHOOK_SECRET: 'two-processes-secret', TELEGRAM_API_ROOT: standIn.telegramRoot };
    instances = await Promise.all([startInstance(url.toString(), env), startInstance(url.toString(), env)]);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await stopInstances(instances);
    await standIn?.close();
    await database?.db.close();
    await database?.drop();
  }, SETUP_TIMEOUT);

  it('sends each of the 200 notifications exactly once', async () => {
    const sentMessages = () => standIn.calls.filter((call) => call.method === 'sendMessage');
    const until = Date.now() + 90_000;
    const done = async () => {
      const [row] = await database.db.query<{ open: number }>(`select count(*)::int as open from notifications where sent_at is null and failed_at is null`);
      return sentMessages().length >= SUBSCRIBERS && row?.open === 0;
    };
    while (!(await done()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 500));
    // Anything sent twice would arrive in the next moments: wait for it.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const chats = sentMessages().map((call) => Number(call.params.chat_id));
    expect(chats).toHaveLength(SUBSCRIBERS);
    expect(new Set(chats).size).toBe(SUBSCRIBERS);
    expect(Math.min(...chats)).toBe(FIRST_CHAT);
    expect(Math.max(...chats)).toBe(FIRST_CHAT + SUBSCRIBERS - 1);
    expect(sentMessages().every((call) => String(call.params.text).includes('ends in'))).toBe(true);

    const mails = await database.db.query<{ to_address: string }>(`select to_address from mail_outbox`);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((mail) => mail.to_address)).size).toBe(SUBSCRIBERS);

    const rows = await database.db.query<{ kind: string; channel: string; sent: number; attempts: number }>(
      `select kind, channel, count(*) filter (where sent_at is not null)::int as sent, max(attempts)::int as attempts from notifications group by kind, channel order by channel`,
    );
    expect(rows).toEqual([
      { kind: 'ends_in_3_days', channel: 'email', sent: SUBSCRIBERS, attempts: 1 },
      { kind: 'ends_in_3_days', channel: 'telegram', sent: SUBSCRIBERS, attempts: 1 },
    ]);
  });
});
