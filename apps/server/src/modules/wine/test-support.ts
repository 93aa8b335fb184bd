import { and, eq } from 'drizzle-orm';
import type { Right } from '@seal/shared';
import type { ELabelFields, WineFieldsInput } from '@seal/shared/contract/wine';
import type { TestApp } from '../../../test/app';
import { caller } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';
import { nutritionSheets, wineEstates, wines } from '../../db/schema';

/** A user of the account holding exactly `rights`, with a session: their typed caller. */
export async function userWith(t: TestApp, rights: readonly Right[], account: 'demo' | 'other' = 'demo') {
  const seeded = t[account];
  const place = { accountId: seeded.accountId, entityId: seeded.entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id };
}

let made = 0;
/** A name no other test has used. */
export const uniqueName = (prefix: string) => `${prefix} ${(made += 1)}`;

export const estateInput = (more: Record<string, unknown> = {}) => ({
  name: uniqueName('Estate'),
  producerName: 'Jeanne Vigne',
  producerType: 'winegrower' as const,
  address: '3 chemin des Ceps, 33250 Pauillac, France',
  history: 'Three generations.',
  vineyard: '12 hectares',
  terroir: 'Gravel',
  ...more,
});

/** A wine with the required fields of spec 001 only, plus its name and vintage. */
export const wineInput = (estateId: string, more: Partial<WineFieldsInput> & Record<string, unknown> = {}) => ({
  name: uniqueName('Wine'),
  vintage: 2020,
  estateId,
  type: 'still' as const,
  subType: 'dry' as const,
  country: 'FR',
  region: 'Bordeaux',
  subRegion: 'Médoc',
  ...more,
});

/** An e-label in English and French, sulphites emphasised, per 100 ml. */
export const eLabelInput = (more: Partial<ELabelFields> = {}): ELabelFields => ({
  nutrients: {
    energyKj: 351,
    energyKcal: 84,
    fat: 0,
    saturates: 0,
    carbohydrate: 2.5,
    sugars: 0.5,
    protein: 0,
    salt: 0,
  },
  ingredients: {
    en: [
      { text: 'grapes', allergen: null },
      { text: 'sulphites', allergen: 'sulphites' },
    ],
    fr: [
      { text: 'raisins', allergen: null },
      { text: 'sulfites', allergen: 'sulphites' },
    ],
  },
  defaultLanguage: 'en',
  published: true,
  ...more,
});

/** The demo wine of an account (seed/wine.ts), with its estate and its e-label's public id. */
export async function demoWine(t: TestApp, account: 'demo' | 'other' = 'demo') {
  const { accountId } = t[account];
  const [row] = await t.database.db
    .select({
      wineId: wines.id,
      productId: wines.productId,
      estateId: wines.estateId,
      publicId: nutritionSheets.publicId,
    })
    .from(wines)
    .innerJoin(nutritionSheets, and(eq(nutritionSheets.productId, wines.productId), eq(nutritionSheets.kind, 'wine')))
    .where(eq(wines.accountId, accountId));
  if (!row) throw new Error('no demo wine');
  return row;
}

/** The id of one of an account's demo estates, by name. */
export async function estateId(t: TestApp, account: 'demo' | 'other', name: string) {
  const [row] = await t.database.db
    .select({ id: wineEstates.id })
    .from(wineEstates)
    .where(and(eq(wineEstates.accountId, t[account].accountId), eq(wineEstates.name, name)));
  if (!row) throw new Error(`no estate ${name}`);
  return row.id;
}
