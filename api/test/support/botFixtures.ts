import { readFileSync } from 'node:fs';
import path from 'node:path';
import { confirmationReplySchema } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, registerUser, type TestUser } from './harness';

const fixtures = path.resolve(__dirname, '..', 'fixtures', 'bots');

/** A recorded webhook payload with its {{PLACEHOLDERS}} filled in. */
export function recorded(name: string, values: Record<string, string> = {}): Record<string, unknown> {
  const text = readFileSync(path.join(fixtures, `${name}.json`), 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`fixture ${name} needs {{${key}}}`);
    return value;
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/** The confirmation state the site would see for `user`. */
export async function confirmationOf(app: FastifyInstance, user: TestUser) {
  const response = await app.inject({ method: 'GET', url: '/v2/web/user/confirmation', headers: bearer(user.token) });
  return confirmationReplySchema.parse(response.json());
}

/** A fresh account and the confirmation code its page shows. */
export async function newUserWithCode(app: FastifyInstance): Promise<{ user: TestUser; code: string }> {
  const user = await registerUser(app);
  const { code } = await confirmationOf(app, user);
  if (code === null) throw new Error('a new account has a code');
  return { user, code };
}
