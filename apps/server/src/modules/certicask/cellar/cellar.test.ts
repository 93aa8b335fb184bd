import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certicask, ERRORS } from '@seal/shared';
import { CELLAR_MATERIALS } from '@seal/shared/constants';
import { caller, cookieWithRights, dataOf, expectError, fieldsOf } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { actionLog, caskContainers } from '../../../db/schema';
import { containerInput, plotInput, providerInput } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;

describe('plotModel', () => {
  it('creates, reads, lists, updates and removes a plot, each change in the action log', async () => {
    const created = dataOf(certicask.plots.create, await admin(certicask.plots.create, plotInput({ name: 'Le Clos' })));
    expect(created).toMatchObject({ name: 'Le Clos', surface: 1.5, grapeVariety: 'Merlot', plantedYear: 2001 });
    expect(dataOf(certicask.plots.get, await admin(certicask.plots.get, { plotId: created.id }))).toEqual(created);
    const listed = dataOf(certicask.plots.list, await admin(certicask.plots.list, { search: 'le clos' }));
    expect(listed.rows.map((row) => row.id)).toEqual([created.id]);
    const updated = dataOf(
      certicask.plots.update,
      await admin(certicask.plots.update, { ...plotInput({ name: 'Le Clos Haut', surface: 2 }), plotId: created.id }),
    );
    expect(updated).toMatchObject({ name: 'Le Clos Haut', surface: 2 });
    expect(dataOf(certicask.plots.remove, await admin(certicask.plots.remove, { plotId: created.id }))).toEqual({
      removed: true,
    });
    expectError(await admin(certicask.plots.get, { plotId: created.id }), ERRORS.common.notFound);
    const logged = await db.select().from(actionLog).where(eq(actionLog.targetId, created.id));
    expect(logged.map((row) => row.method).sort()).toEqual([
      'plotModel.create',
      'plotModel.remove',
      'plotModel.update',
    ]);
  });

  it.each([
    ['a name of 2 characters', { name: 'Ab' }, 'name validation.plotName'],
    ['a name of 36 characters', { name: 'A'.repeat(36) }, 'name validation.plotName'],
    ['a surface of 0', { surface: 0 }, 'surface validation.plotSurface'],
    ['a surface of 1000', { surface: 1000 }, 'surface validation.plotSurface'],
    ['an empty grape variety', { grapeVariety: '' }, 'grapeVariety '],
    ['no grape variety', { grapeVariety: undefined }, 'grapeVariety validation.required'],
  ])('refuses %s (spec 001 section 5)', async (_case, change, field) => {
    const response = await admin(certicask.plots.create, plotInput(change));
    expect(fieldsOf(response)).toEqual([expect.stringContaining(field)]);
  });

  it('takes names of 3 and 35 characters and surfaces just above 0 and below 1000', async () => {
    for (const change of [{ name: 'Abc' }, { name: 'A'.repeat(35) }, { surface: 0.01 }, { surface: 999.99 }])
      dataOf(certicask.plots.create, await admin(certicask.plots.create, plotInput(change)));
  });

  it('sorts by surface', async () => {
    const { rows } = dataOf(
      certicask.plots.list,
      await admin(certicask.plots.list, { sort: { field: 'surface', order: 'asc' }, size: 100 }),
    );
    const surfaces = rows.map((row) => row.surface);
    expect(surfaces).toEqual([...surfaces].sort((a, b) => a - b));
  });
});

describe('providerModel', () => {
  it('creates, updates, lists by activity and removes a provider', async () => {
    const created = dataOf(certicask.providers.create, await admin(certicask.providers.create, providerInput()));
    const updated = dataOf(
      certicask.providers.update,
      await admin(certicask.providers.update, {
        ...providerInput({ name: 'Lab Test', activity: 'laboratory' }),
        providerId: created.id,
      }),
    );
    expect(updated).toMatchObject({ name: 'Lab Test', activity: 'laboratory', email: 'cooper@test.test' });
    const labs = dataOf(
      certicask.providers.list,
      await admin(certicask.providers.list, { filters: { activity: 'laboratory' }, size: 100 }),
    );
    expect(labs.rows.map((row) => row.id)).toContain(created.id);
    expect(labs.rows.every((row) => row.activity === 'laboratory')).toBe(true);
    dataOf(certicask.providers.remove, await admin(certicask.providers.remove, { providerId: created.id }));
    expectError(await admin(certicask.providers.get, { providerId: created.id }), ERRORS.common.notFound);
  });

  it('refuses an activity outside the list and a bad e-mail', async () => {
    expect(fieldsOf(await admin(certicask.providers.create, providerInput({ activity: 'butler' })))).toEqual([
      expect.stringMatching(/^activity /),
    ]);
    expect(fieldsOf(await admin(certicask.providers.create, providerInput({ email: 'nope' })))).toEqual([
      expect.stringMatching(/^email /),
    ]);
  });
});

describe('cellarModel', () => {
  it.each(CELLAR_MATERIALS)('takes a container of %s', async (material) => {
    dataOf(
      certicask.cellarContainers.create,
      await admin(certicask.cellarContainers.create, containerInput({ material })),
    );
  });

  it('refuses a material outside the six and a capacity of 0', async () => {
    expect(fieldsOf(await admin(certicask.cellarContainers.create, containerInput({ material: 'glass' })))).toEqual([
      expect.stringMatching(/^material /),
    ]);
    expect(fieldsOf(await admin(certicask.cellarContainers.create, containerInput({ capacityLitres: 0 })))).toEqual([
      expect.stringMatching(/^capacityLitres /),
    ]);
  });

  it("names its maker, a provider of the account, and refuses another account's provider as unknown", async () => {
    const maker = dataOf(certicask.providers.create, await admin(certicask.providers.create, providerInput()));
    const created = dataOf(
      certicask.cellarContainers.create,
      await admin(certicask.cellarContainers.create, containerInput({ providerId: maker.id })),
    );
    expect(created).toMatchObject({ providerId: maker.id, providerName: 'Test cooperage' });
    const other = caller(t, await t.login('other.admin@demo.test'));
    const foreign = dataOf(certicask.providers.create, await other(certicask.providers.create, providerInput()));
    expectError(
      await admin(certicask.cellarContainers.create, containerInput({ providerId: foreign.id })),
      ERRORS.common.notFound,
    );
    expectError(
      await admin(certicask.cellarContainers.update, {
        ...containerInput({ providerId: foreign.id }),
        containerId: created.id,
      }),
      ERRORS.common.notFound,
    );
    // The maker deleted, the container stays without one.
    dataOf(certicask.providers.remove, await admin(certicask.providers.remove, { providerId: maker.id }));
    expect(
      dataOf(certicask.cellarContainers.get, await admin(certicask.cellarContainers.get, { containerId: created.id })),
    ).toMatchObject({ providerId: null, providerName: null });
  });

  it('filters by material and finds by identifier', async () => {
    const vat = dataOf(
      certicask.cellarContainers.create,
      await admin(
        certicask.cellarContainers.create,
        containerInput({ name: 'Concrete egg', material: 'concrete', identifier: 'EGG-77' }),
      ),
    );
    const found = dataOf(
      certicask.cellarContainers.list,
      await admin(certicask.cellarContainers.list, { search: 'egg-77', filters: { material: 'concrete' } }),
    );
    expect(found.rows.map((row) => row.id)).toEqual([vat.id]);
    const [row] = await db.select().from(caskContainers).where(eq(caskContainers.id, vat.id));
    expect(row!.accountId).toBe(t.demo.accountId);
  });
});

describe('rights', () => {
  it('reads with certicask.view and writes each kind with its own right', async () => {
    const reader = caller(t, await cookieWithRights(t, ['certicask.view']));
    dataOf(certicask.plots.list, await reader(certicask.plots.list, {}));
    expectError(await reader(certicask.plots.create, plotInput()), ERRORS.common.forbidden);
    const planter = caller(t, await cookieWithRights(t, ['certicask.view', 'certicask.parcelle_add']));
    dataOf(certicask.plots.create, await planter(certicask.plots.create, plotInput()));
    expectError(await planter(certicask.providers.create, providerInput()), ERRORS.common.forbidden);
    expectError(await planter(certicask.cellarContainers.create, containerInput()), ERRORS.common.forbidden);
  });
});
