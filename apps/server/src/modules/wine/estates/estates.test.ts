import { describe, expect, it } from 'vitest';
import { ERRORS, media, wine } from '@seal/shared';
import { caller, dataOf, expectError, fieldsOf } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { estateInput, userWith, wineInput } from '../test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const intruder = caller(t, await t.login('other.admin@demo.test'));
const createEstate = async (more: Record<string, unknown> = {}) =>
  dataOf(wine.createEstate, await admin(wine.createEstate, estateInput(more)));
const demoLogo = dataOf(media.findMedia, await admin(media.findMedia, { search: 'Demo logo' })).rows[0]!;

describe('estateModel.create, get, update', () => {
  it('keeps every field of the estate and answers it with its wine count', async () => {
    const created = await createEstate({ name: 'Clos des Tests', emblemMediaId: demoLogo.id });
    expect(created).toMatchObject({
      name: 'Clos des Tests',
      producerName: 'Jeanne Vigne',
      producerType: 'winegrower',
      terroir: 'Gravel',
      emblemMediaId: demoLogo.id,
      pictureMediaId: null,
      wineCount: 0,
    });
    expect(dataOf(wine.getEstate, await admin(wine.getEstate, { estateId: created.id }))).toEqual(created);
    const updated = dataOf(
      wine.updateEstate,
      await admin(wine.updateEstate, {
        ...estateInput({ name: 'Clos des Essais', history: '' }),
        estateId: created.id,
      }),
    );
    expect(updated).toMatchObject({ name: 'Clos des Essais', history: null, emblemMediaId: null });
  });

  it('refuses a name another estate of the account has, whatever its case', async () => {
    const first = await createEstate({ name: 'Mas du Nom' });
    expectError(await admin(wine.createEstate, estateInput({ name: 'MAS DU NOM' })), ERRORS.wine.estateNameUsed, {
      name: 'MAS DU NOM',
    });
    const second = await createEstate({ name: 'Mas du Prénom' });
    expectError(
      await admin(wine.updateEstate, { ...estateInput({ name: 'mas du nom' }), estateId: second.id }),
      ERRORS.wine.estateNameUsed,
    );
    // Its own name, in another case, and a name the other account uses, are free.
    expect(
      (await admin(wine.updateEstate, { ...estateInput({ name: 'MAS DU NOM' }), estateId: first.id })).statusCode,
    ).toBe(200);
    expect((await intruder(wine.createEstate, estateInput({ name: 'Mas du Prénom' }))).statusCode).toBe(200);
  });

  it('checks the fields of spec 001: names of 2 to 45 characters without < > ( ) and the like, a producer type', async () => {
    expect(fieldsOf(await admin(wine.createEstate, estateInput({ name: 'A', producerName: 'Bad <name>' })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name /), expect.stringMatching(/^producerName /)]),
    );
    expect(fieldsOf(await admin(wine.createEstate, estateInput({ producerType: 'brewer' })))).toEqual([
      expect.stringMatching(/^producerType /),
    ]);
  });

  it('takes pictures of the account’s media library only', async () => {
    const foreign = dataOf(media.findMedia, await intruder(media.findMedia, { search: 'Demo logo' })).rows[0]!;
    expectError(await admin(wine.createEstate, estateInput({ pictureMediaId: foreign.id })), ERRORS.common.notFound);
    expectError(
      await admin(wine.createEstate, estateInput({ emblemMediaId: '00000000-0000-4000-8000-000000000000' })),
      ERRORS.common.notFound,
    );
  });

  it('makes a media shown by an estate in use in the media library', async () => {
    await createEstate({ pictureMediaId: demoLogo.id });
    expectError(await admin(media.deleteMedia, { mediaId: demoLogo.id }), ERRORS.media.inUse, { estates: 1 });
  });
});

describe('estateModel.remove', () => {
  it('deletes an estate no wine names, and refuses one that wines name, telling how many', async () => {
    const free = await createEstate();
    expect(dataOf(wine.removeEstate, await admin(wine.removeEstate, { estateId: free.id }))).toEqual({ removed: true });
    expectError(await admin(wine.getEstate, { estateId: free.id }), ERRORS.common.notFound);

    const used = await createEstate();
    await admin(wine.createWine, wineInput(used.id));
    await admin(wine.createWine, wineInput(used.id));
    expectError(await admin(wine.removeEstate, { estateId: used.id }), ERRORS.wine.estateInUse, { count: 2 });
    expect(dataOf(wine.getEstate, await admin(wine.getEstate, { estateId: used.id })).wineCount).toBe(2);
  });
});

describe('estateModel.list', () => {
  it('lists the account’s estates, searched by name, producer and address, sorted', async () => {
    const all = dataOf(
      wine.listEstates,
      await admin(wine.listEstates, { size: 100, sort: { field: 'name', order: 'asc' } }),
    );
    const names = all.rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['Cave des Coteaux', 'Château Démo', 'Domaine des Essais']));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.rows.find((row) => row.name === 'Château Démo')).toMatchObject({ wineCount: 1, producerType: 'estate' });
    const search = async (text: string) =>
      dataOf(wine.listEstates, await admin(wine.listEstates, { search: text })).rows.map((row) => row.name);
    expect(await search('Beaune')).toEqual(['Domaine des Essais']);
    expect(await search('famille démo')).toEqual(['Château Démo']);
  });
});

describe('rights', () => {
  it('answers 403 without viniconnect.view', async () => {
    const { call } = await userWith(t, ['prod.view', 'prod.create']);
    const estate = await createEstate();
    for (const response of [
      await call(wine.listEstates, {}),
      await call(wine.getEstate, { estateId: estate.id }),
      await call(wine.createEstate, estateInput()),
      await call(wine.updateEstate, { ...estateInput(), estateId: estate.id }),
      await call(wine.removeEstate, { estateId: estate.id }),
    ])
      expect(response.statusCode).toBe(403);
    const viewer = await userWith(t, ['viniconnect.view']);
    expect((await viewer.call(wine.createEstate, estateInput())).statusCode).toBe(200);
  });
});
