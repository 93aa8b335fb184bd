import { describe, expect, it } from 'vitest';
import { drafts, ERRORS } from '@seal/shared';
import { DRAFT_MAX_BYTES } from '@seal/shared/contract/drafts';
import { caller, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { createUser, sessionCookie } from '../../../test/helpers';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const colleague = await (async () => {
  const place = { accountId: t.demo.accountId, entityId: t.demo.entityId };
  const user = await createUser(t.database.db, { ...place, rights: ['viniconnect.view'] });
  return caller(t, await sessionCookie(t.database.db, { id: user.id, ...place }, ['viniconnect.view']));
})();
const intruder = caller(t, await t.login('other.admin@demo.test'));
const NEW = { form: 'wine', key: 'new' } as const;

describe('draftModel', () => {
  it('keeps the caller’s draft, replaced at each save, until it is discarded', async () => {
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, NEW))).toBeNull();
    await admin(drafts.saveDraft, { ...NEW, step: 0, values: { name: 'Cuvée' } });
    const saved = dataOf(
      drafts.saveDraft,
      await admin(drafts.saveDraft, { ...NEW, step: 2, values: { name: 'Cuvée du Test', vintage: 2022 } }),
    );
    const draft = dataOf(drafts.getDraft, await admin(drafts.getDraft, NEW));
    expect(draft).toEqual({
      form: 'wine',
      key: 'new',
      step: 2,
      values: { name: 'Cuvée du Test', vintage: 2022 },
      savedAt: saved.savedAt,
    });
    expect(dataOf(drafts.discardDraft, await admin(drafts.discardDraft, NEW))).toEqual({ discarded: true });
    expect(dataOf(drafts.discardDraft, await admin(drafts.discardDraft, NEW))).toEqual({ discarded: false });
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, NEW))).toBeNull();
  });

  it('survives a new login', async () => {
    const key = '6b0f3f4e-5a4e-4c1e-9d1e-0c6f2a7b8c9d';
    await admin(drafts.saveDraft, { form: 'wine', key, step: 4, values: { aromas: ['floral'] } });
    const again = caller(t, await t.login('admin@demo.test'));
    expect(dataOf(drafts.getDraft, await again(drafts.getDraft, { form: 'wine', key }))).toMatchObject({
      step: 4,
      values: { aromas: ['floral'] },
    });
  });

  it('is read by nobody else: not a colleague of the same account, not another account', async () => {
    await admin(drafts.saveDraft, { ...NEW, step: 1, values: { name: 'Secret blend' } });
    for (const other of [colleague, intruder]) {
      expect(dataOf(drafts.getDraft, await other(drafts.getDraft, NEW))).toBeNull();
      expect(dataOf(drafts.discardDraft, await other(drafts.discardDraft, NEW))).toEqual({ discarded: false });
      await other(drafts.saveDraft, { ...NEW, step: 0, values: { name: 'Mine' } });
    }
    expect(dataOf(drafts.getDraft, await admin(drafts.getDraft, NEW))).toMatchObject({
      values: { name: 'Secret blend' },
    });
    expect(dataOf(drafts.getDraft, await colleague(drafts.getDraft, NEW))).toMatchObject({ values: { name: 'Mine' } });
  });

  it('refuses values over DRAFT_MAX_BYTES, an unknown form and a key that is neither new nor an id', async () => {
    const big = { notes: 'x'.repeat(DRAFT_MAX_BYTES) };
    expectError(await admin(drafts.saveDraft, { ...NEW, step: 0, values: big }), ERRORS.common.tooLarge);
    expect(fieldsOf(await admin(drafts.saveDraft, { form: 'beer' as never, key: 'new', step: 0, values: {} }))).toEqual(
      [expect.stringMatching(/^form /)],
    );
    expect(fieldsOf(await admin(drafts.getDraft, { form: 'wine', key: '../other' }))).toEqual([
      expect.stringMatching(/^key /),
    ]);
  });

  it('needs a session', async () => {
    expect((await t.call('draftModel', 'get', NEW)).statusCode).toBe(401);
  });
});
