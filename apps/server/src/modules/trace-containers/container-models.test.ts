import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, traceContainers as contract } from '@seal/shared';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { sessionCookie } from '../../../test/helpers';
import { useTestApp } from '../../../test/use-test-app';
import { containerModels, users } from '../../db/schema';
import { caseFields, createModel, createProductContainer, palletFields, productBySku } from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const oliveOil = await productBySku(t, t.demo.accountId);

/** The failing fields of a containerModel.invalidFields answer, as "path key". */
async function invalidFields(response: Awaited<ReturnType<typeof admin>>) {
  expectError(response, ERRORS.containerModel.invalidFields);
  return (response.json().fields as { path: string; key: string }[]).map((field) => `${field.path} ${field.key}`);
}

describe('containerModel.create', () => {
  it('creates a model with its SKUs and sites, read back by get', async () => {
    const created = await createModel(
      admin,
      caseFields({ skus: ['OIL-6', 'OIL-6', 'OIL-6B'], siteIds: [t.demo.siteId] }),
    );
    expect(created).toMatchObject({ name: 'Case of 6', level: 2, skus: ['OIL-6', 'OIL-6B'], inUse: false });
    const read = dataOf(contract.getModel, await admin(contract.getModel, { containerModelId: created.id }));
    expect(read).toEqual(created);
  });

  it('answers 103 with the failing fields: level 1 holding containers, minimum not below maximum, SSCC without prefix', async () => {
    expect(
      await invalidFields(
        await admin(
          contract.createModel,
          caseFields({ level: 1, contentType: 'both', minQuantity: 6, maxQuantity: 6 }),
        ),
      ),
    ).toEqual(['contentType validation.levelOneObjects', 'minQuantity validation.minBelowMax']);
    expect(await invalidFields(await admin(contract.createModel, caseFields({ codeKind: 'sscc' })))).toEqual([
      'ssccPrefix validation.required',
    ]);
  });

  it('refuses a quantity of 500 or more, a level outside 1 to 10 and a bad SSCC prefix on their fields', async () => {
    for (const change of [
      { maxQuantity: 500 },
      { level: 11 },
      { level: 0 },
      { codeKind: 'sscc' as const, ssccPrefix: '12ab' },
    ]) {
      const response = await admin(contract.createModel, caseFields(change));
      expectError(response, ERRORS.common.validation);
    }
  });

  it("answers notFound for another account's site", async () => {
    expectError(await admin(contract.createModel, caseFields({ siteIds: [t.other.siteId] })), ERRORS.common.notFound);
  });

  it("answers containerModel.unknownActor (110) for a site of the account that is not the session entity's", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, t.demo.userIds.admin));
    const inSubEntity = caller(
      t,
      await sessionCookie(t.database.db, { id: user!.id, accountId: t.demo.accountId, entityId: t.demo.subEntityId }, [
        'trac.mdl_ctn_add',
      ]),
    );
    const before = await t.database.db.select({ id: containerModels.id }).from(containerModels);
    expectError(
      await inSubEntity(contract.createModel, caseFields({ name: 'Parent site case', siteIds: [t.demo.siteId] })),
      ERRORS.containerModel.unknownActor,
    );
    expect(await t.database.db.select({ id: containerModels.id }).from(containerModels)).toHaveLength(before.length);
    // Without sites, the same session creates the model for its own entity.
    await createModel(inSubEntity, caseFields({ name: 'Sub-entity case' }));
  });

  it('needs trac.mdl_ctn_add', async () => {
    const viewer = caller(t, await cookieWithRights(t, ['trac.mdl_ctn_view']));
    expect((await viewer(contract.createModel, caseFields())).statusCode).toBe(403);
  });
});

describe('containerModel.list', () => {
  it('filters by level and site, searches names, and counts product containers', async () => {
    const pallet = await createModel(admin, palletFields({ name: 'Listed pallet', siteIds: [t.demo.siteId] }));
    await createProductContainer(admin, oliveOil, palletFields({ name: 'Listed pallet used' }));
    const byLevel = dataOf(contract.listModels, await admin(contract.listModels, { filters: { level: 3 }, size: 100 }));
    expect(byLevel.rows.every((row) => row.level === 3)).toBe(true);
    expect(byLevel.rows.map((row) => row.id)).toContain(pallet.id);
    const bySite = dataOf(
      contract.listModels,
      await admin(contract.listModels, { filters: { siteId: t.demo.siteId } }),
    );
    expect(bySite.rows.map((row) => row.id)).toContain(pallet.id);
    const searched = dataOf(contract.listModels, await admin(contract.listModels, { search: 'listed PALLET used' }));
    expect(searched.rows).toEqual([
      expect.objectContaining({ name: 'Listed pallet used', inUse: true, productContainerCount: 1, containerCount: 0 }),
    ]);
    expect(searched.total).toBe(1);
  });
});

describe('a model in use', () => {
  it('cannot be modified or removed (902), but can be copied', async () => {
    const pc = await createProductContainer(admin, oliveOil, caseFields({ name: 'Used case' }));
    const containerModelId = pc.containerModelId;
    expectError(
      await admin(contract.updateModel, { containerModelId, ...caseFields({ name: 'Renamed' }) }),
      ERRORS.containerModel.inUse,
    );
    expectError(await admin(contract.removeModel, { containerModelId }), ERRORS.containerModel.inUse);
    const copy = dataOf(contract.copyModel, await admin(contract.copyModel, { containerModelId }));
    expect(copy).toMatchObject({ name: 'Used case - copy', level: 2, inUse: false });
    expect(copy.id).not.toBe(containerModelId);
  });

  it('a model not in use is updated and removed', async () => {
    const model = await createModel(admin, caseFields({ name: 'Free case' }));
    const updated = dataOf(
      contract.updateModel,
      await admin(contract.updateModel, {
        containerModelId: model.id,
        ...caseFields({ name: 'Free case 12', maxQuantity: 12, siteIds: [t.demo.siteId] }),
      }),
    );
    expect(updated).toMatchObject({ name: 'Free case 12', maxQuantity: 12, siteIds: [t.demo.siteId] });
    dataOf(contract.removeModel, await admin(contract.removeModel, { containerModelId: model.id }));
    expectError(await admin(contract.getModel, { containerModelId: model.id }), ERRORS.common.notFound);
  });

  it('a copy of a long name stays within 45 characters, in the language of the model', async () => {
    const model = await createModel(
      admin,
      caseFields({ name: 'Caisse en bois de six bouteilles de vin rouge', language: 'fr' }),
    );
    const copy = dataOf(contract.copyModel, await admin(contract.copyModel, { containerModelId: model.id }));
    expect(copy.name).toBe('Caisse en bois de six bouteilles de v - copie');
    expect(copy.name.length).toBeLessThanOrEqual(45);
  });
});
