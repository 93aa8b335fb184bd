import { describe, expect, it } from 'vitest';
import { ERRORS, traceEvents as contract } from '@seal/shared';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { sites, traceEvents } from '../../db/schema';
import { modelFields, TRAC_RIGHTS, userWith } from './test-support';

const t = await useTestApp();
const { call: admin } = await userWith(t, TRAC_RIGHTS);

const create = async (fields = modelFields()) => dataOf(contract.create, await admin(contract.create, fields));

/** An event of the model written straight into the table: the model is then in use. */
async function useModel(eventModelId: string) {
  await t.database.db.insert(traceEvents).values({
    accountId: t.demo.accountId,
    entityId: t.demo.entityId,
    eventModelId,
    epcisType: 'ObjectEvent',
    action: 'OBSERVE',
    bizStep: 'other',
    eventTime: new Date(),
    eventTimeZoneOffset: '+00:00',
    source: 'console',
  });
}

describe('eventModel.create and get', () => {
  it('keeps the names, items, options and sites, and reads them back', async () => {
    const model = await create(modelFields({ siteIds: [t.demo.siteId], target: 'optional', disposition: 'active' }));
    expect(model).toMatchObject({
      name: { en: 'Bottling', fr: 'Mise en bouteille' },
      options: { public: true, severalReferences: true, canDeclareContainers: false, startEvent: false },
      target: 'optional',
      bizStep: 'commissioning',
      disposition: 'active',
      siteIds: [t.demo.siteId],
      entityId: t.demo.entityId,
      inUse: false,
    });
    expect(model.items.map((item) => [item.aiTag, item.format, item.listItems.length])).toEqual([
      ['10', 'text', 0],
      ['carrier', 'list', 2],
    ]);
    expect(dataOf(contract.get, await admin(contract.get, { eventModelId: model.id }))).toEqual(model);
  });

  it('answers the rules of a model on their fields, and writes nothing', async () => {
    const fields = modelFields({
      name: { en: 'Refused model' },
      items: [
        { label: { en: 'Lot' }, format: 'text', aiTag: '10' },
        { label: { en: 'LOT' }, format: 'masked_text', aiTag: '10' },
        { label: { en: 'Carrier' }, format: 'list', aiTag: 'c' },
        { label: { en: 'Port' }, format: 'text', aiTag: 'p', targetCountry: true },
      ],
    });
    expect(fieldsOf(await admin(contract.create, fields)).sort()).toEqual([
      'items.1.aiTag validation.unique',
      'items.1.label validation.unique',
      'items.1.mask validation.required',
      'items.2.listItems validation.listEmpty',
      'items.3.targetCountry validation.countryOnly',
    ]);
    const listed = dataOf(contract.list, await admin(contract.list, { search: 'Refused model' }));
    expect(listed.total).toBe(0);
  });

  it('needs the English name and English labels', async () => {
    const fields = modelFields({ name: { fr: 'Sans anglais' } as never });
    expect(fieldsOf(await admin(contract.create, fields))).toContain('name.en validation.required');
  });

  it('refuses a site of another account as an unknown one', async () => {
    const [foreign] = await t.database.db
      .insert(sites)
      .values({
        accountId: t.other.accountId,
        entityId: t.other.entityId,
        name: 'Foreign site',
        address: '2 Other Street, Lyon',
      })
      .returning();
    expectError(await admin(contract.create, modelFields({ siteIds: [foreign!.id] })), ERRORS.common.notFound);
  });
});

describe('eventModel.update and copy', () => {
  it('changes a model no event uses', async () => {
    const model = await create();
    const updated = dataOf(
      contract.update,
      await admin(contract.update, {
        ...modelFields({ name: { en: 'Bottling v2' }, siteIds: [t.demo.siteId] }),
        eventModelId: model.id,
      }),
    );
    expect(updated).toMatchObject({ id: model.id, name: { en: 'Bottling v2' }, siteIds: [t.demo.siteId] });
  });

  it('refuses to change a model in use, and makes a modifiable copy of it', async () => {
    const model = await create();
    await useModel(model.id);
    expect(dataOf(contract.get, await admin(contract.get, { eventModelId: model.id })).inUse).toBe(true);
    expectError(
      await admin(contract.update, { ...modelFields({ name: { en: 'Changed' } }), eventModelId: model.id }),
      ERRORS.traceability.modelInUse,
    );
    expect(dataOf(contract.get, await admin(contract.get, { eventModelId: model.id })).name.en).toBe('Bottling');
    const copy = dataOf(contract.copy, await admin(contract.copy, { eventModelId: model.id }));
    expect(copy).toMatchObject({ name: { en: 'Bottling (copy)', fr: 'Mise en bouteille' }, inUse: false });
    expect(copy.id).not.toBe(model.id);
    expect(copy.items).toEqual(model.items);
    const renamed = { ...modelFields({ name: { en: 'Copy changed' } }), eventModelId: copy.id };
    expect(dataOf(contract.update, await admin(contract.update, renamed)).name.en).toBe('Copy changed');
  });
});

describe('eventModel.list', () => {
  it('searches the names in every language and counts events, items and sites', async () => {
    const model = await create(
      modelFields({ name: { en: 'Harvest', fr: 'Vendange unique' }, siteIds: [t.demo.siteId] }),
    );
    await useModel(model.id);
    const listed = dataOf(contract.list, await admin(contract.list, { search: 'vendange UNIQUE' }));
    expect(listed.rows).toEqual([
      expect.objectContaining({ id: model.id, itemCount: 2, siteCount: 1, eventCount: 1, public: true }),
    ]);
    const bySite = dataOf(contract.list, await admin(contract.list, { filters: { siteId: t.demo.siteId }, size: 100 }));
    expect(bySite.rows.map((row) => row.id)).toContain(model.id);
  });
});

describe('entities: own models and shared ones', () => {
  it('lets a sub-entity declare from the shared models above it, not from the others', async () => {
    const shared = await create(modelFields({ name: { en: 'Shared step' }, options: { sharedWithEntities: true } }));
    const kept = await create(modelFields({ name: { en: 'Kept step' } }));
    const below = await userWith(t, ['trac.event_create'], { entityId: t.demo.subEntityId });
    const declarable = dataOf(contract.declarable, await below.call(contract.declarable, {})).map((model) => model.id);
    expect(declarable).toContain(shared.id);
    expect(declarable).not.toContain(kept.id);
    expect(dataOf(contract.get, await below.call(contract.get, { eventModelId: shared.id })).id).toBe(shared.id);
    expectError(await below.call(contract.get, { eventModelId: kept.id }), ERRORS.common.notFound);
  });

  it("shows a sub-entity's viewers their own models only, and the entity above all of them with orga.master_orga", async () => {
    const viewer = await userWith(t, TRAC_RIGHTS, { entityId: t.demo.subEntityId });
    const own = dataOf(contract.create, await viewer.call(contract.create, modelFields({ name: { en: 'Asia step' } })));
    const theirs = dataOf(contract.list, await viewer.call(contract.list, { size: 100 }));
    expect(theirs.rows.map((row) => row.id)).toEqual([own.id]);
    expectError(
      await viewer.call(contract.update, { ...modelFields(), eventModelId: (await create()).id }),
      ERRORS.common.notFound,
    );
    const master = await userWith(t, [...TRAC_RIGHTS, 'orga.master_orga']);
    const all = dataOf(contract.list, await master.call(contract.list, { search: 'Asia step' }));
    expect(all.rows).toEqual([expect.objectContaining({ id: own.id, entityName: 'Demo Company Asia' })]);
  });
});
