import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_RIGHTS, methodKey, UNSAFE_CHARACTERS_KEY, type MethodContract } from '@seal/shared';
import { createRegistry } from '../src/rpc/methods';
import { useTestApp } from './use-test-app';
import { createUser, sessionCookie } from './helpers';

/**
 * Strings PostgreSQL cannot store (a NUL, half a surrogate pair), sent to every method of the
 * registry by a user holding every right: each is a validation error naming its field, never a 500.
 */
const contracts = createRegistry()
  .all()
  .map(({ contract }) => contract);

/** A string field of the method's input (its first), or a made-up one for methods that take none. */
function stringField(contract: MethodContract): string {
  const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  const field = Object.entries(schema.properties ?? {}).find(([, property]) => property.type === 'string');
  return field?.[0] ?? 'note';
}

const HOSTILE = { nul: 'a\u0000b', 'lone high surrogate': 'a\ud800b', 'lone low surrogate': '\udc00' };

const t = await useTestApp();
let cookie: string;
beforeAll(async () => {
  const place = { accountId: t.demo.accountId, entityId: t.demo.entityId };
  const holder = { ...(await createUser(t.database.db, { ...place, rights: ALL_RIGHTS })), ...place };
  cookie = await sessionCookie(t.database.db, holder, ALL_RIGHTS);
});

describe.each(contracts.map((c) => [methodKey(c), c] as const))('%s', (_key, contract) => {
  it.each(Object.entries(HOSTILE))(
    'refuses a %s in a string field as a validation error naming it',
    async (_n, text) => {
      const field = stringField(contract);
      const response = await t.call(contract.model, contract.name, { [field]: text }, cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        code: 400,
        key: 'common.validation',
        fields: [{ path: field, key: UNSAFE_CHARACTERS_KEY }],
      });
    },
  );
});

describe('the envelope', () => {
  it('names a nested field, an array item and a key holding a NUL', async () => {
    const nested = await t.call('systemModel', 'ping', { product: { labels: ['ok', 'x\u0000'] } });
    expect(nested.json().fields).toEqual([{ path: 'product.labels.1', key: UNSAFE_CHARACTERS_KEY }]);
    const key = await t.call('systemModel', 'ping', { values: { 'a\u0000': 'b' } });
    expect(key.json().fields).toEqual([{ path: 'values.a\ufffd', key: UNSAFE_CHARACTERS_KEY }]);
  });

  it('keeps well-formed text of every script, emoji included', async () => {
    const response = await t.call('systemModel', 'ping', { note: 'Thé 茶 🍵 \u200d' });
    expect(response.json()).toEqual({ code: 0, data: { pong: true } });
  });

  it('refuses such a string in the envelope itself and in the other JSON routes', async () => {
    const method = await t.call('systemModel\u0000', 'ping');
    expect(method.json()).toMatchObject({ fields: [{ path: 'methodModel', key: UNSAFE_CHARACTERS_KEY }] });
    const frontLog = await t.app.inject({ method: 'POST', url: '/api/log/front', payload: { message: 'x\ud800' } });
    expect(frontLog.statusCode).toBe(400);
    expect(frontLog.json().fields).toEqual([{ path: 'message', key: UNSAFE_CHARACTERS_KEY }]);
  });
});
