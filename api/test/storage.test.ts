import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../src/config';
import { migrate, migrations } from '../src/db/migrations';
import { DEMO_TRANSACTIONS, DEMO_USER, seedDemo } from '../src/db/seed';
import { createServer } from '../src/server';
import { captchaToken, openTestDatabase, SETUP_TIMEOUT, TestClock, type TestDatabase } from './support/harness';

const clock = new TestClock();
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'chameleon-api-'));
  database = await openTestDatabase(path.join(dataDir, 'db'));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await database.db.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

it('applies every migration once, and nothing on the second run', async () => {
  expect(await migrate(database.db)).toEqual(migrations.map((migration) => migration.id));
  expect(await migrate(database.db)).toEqual([]);
});

it('runs each step whole: a `;` inside a string literal or a function body is just text', async () => {
  const step = {
    id: 'test_semicolons',
    sql: `
      create table notes (body text not null);
      insert into notes (body) values ('first; second');
      create function shout(words text) returns text language plpgsql as $$
        begin
          return upper(words) || ';';
        end;
      $$;
    `,
  };
  expect(await migrate(database.db, [step])).toEqual(['test_semicolons']);
  expect(await database.db.query(`select shout(body) as loud from notes`)).toEqual([{ loud: 'FIRST; SECOND;' }]);
  expect(await migrate(database.db, [step])).toEqual([]);
});

it('rolls a failing step back whole and does not record it', async () => {
  const step = { id: 'test_broken', sql: `create table half_made (id integer); select * from no_such_table;` };
  await expect(migrate(database.db, [step])).rejects.toThrow(/no_such_table/);
  const left = await database.db.query(
    `select (select count(*)::int from schema_migrations where id = 'test_broken') as recorded, to_regclass('half_made') is null as gone`,
  );
  expect(left).toEqual([{ recorded: 0, gone: true }]);
});

it('seeds the demo user with 35 transactions on the first start only', async () => {
  expect(await seedDemo(database.db, clock.now())).toBe(true);
  expect(await seedDemo(database.db, clock.now())).toBe(false);
  const [row] = await database.db.query<{ count: number }>(
    `select count(*)::int as count from transactions t join users u on u.id = t.user_id where u.login = $1`,
    [DEMO_USER.login],
  );
  expect(row?.count).toBe(DEMO_TRANSACTIONS);
});

it('keeps the data when the database is opened again', async () => {
  database.db = await database.reopen();
  const users = await database.db.query<{ login: string }>(`select login from users`);
  expect(users.map((user) => user.login)).toContain(DEMO_USER.login);
  expect(await migrate(database.db)).toEqual([]);
}, SETUP_TIMEOUT);

it('runs the server on PGlite in a data folder that survives a restart', async () => {
  const env = { DATA_DIR: path.join(dataDir, 'server'), LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  const config = readConfig(env, dataDir);
  expect(config.databaseUrl).toBeNull();
  const first = await createServer(config);
  expect(first.notices).toContain('Seeded the demo user (demo / demo-password-1).');
  await first.close();
  const second = await createServer(config);
  try {
    expect(second.notices.some((notice) => notice.startsWith('Seeded'))).toBe(false);
    const login = await second.app.inject({
      method: 'POST',
      url: '/v2/web/login',
      payload: { login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: captchaToken },
    });
    expect(login.statusCode).toBe(200);
  } finally {
    await second.close();
  }
}, SETUP_TIMEOUT);

it('says at start that captcha runs on the development token without a secret', () => {
  const config = readConfig({}, dataDir);
  expect([config.recaptchaSecret, config.port, config.host, config.settings.siteOrigins]).toEqual([
    null,
    8787,
    '127.0.0.1',
    ['http://localhost:8000'],
  ]);
});
