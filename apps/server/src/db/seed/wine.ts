import type { ELabelFields } from '@seal/shared/contract/wine';
import { insertNutritionSheet } from '../nutrition-sheet-rows';
import { newPublicId } from '../../modules/qrnutri/public-id';
import { wineSheetFields } from '../../modules/wine/wines/wine-elabel';
import type { Db } from '../client';
import { wineEstates, wines } from '../schema';
import type { DemoData } from './demo-data';

/** The demo's wine e-label (docs/wine.md): grapes and sulphites, per 100 ml, in three languages. */
export const DEMO_WINE_ELABEL: ELabelFields = {
  nutrients: {
    energyKj: 355,
    energyKcal: 85,
    fat: 0,
    saturates: 0,
    carbohydrate: 2.6,
    sugars: 0.6,
    protein: 0,
    salt: 0,
  },
  ingredients: {
    en: [
      { text: 'grapes', allergen: null },
      { text: 'preservative: sulphites', allergen: 'sulphites' },
    ],
    fr: [
      { text: 'raisins', allergen: null },
      { text: 'conservateur : sulfites', allergen: 'sulphites' },
    ],
    zh: [
      { text: '葡萄', allergen: null },
      { text: '防腐剂：亚硫酸盐', allergen: 'sulphites' },
    ],
  },
  defaultLanguage: 'en',
  published: true,
};

const ESTATES = [
  {
    name: 'Château Démo',
    producerName: 'Famille Démo',
    producerType: 'estate',
    address: '1 route des Vignes, 33460 Margaux, France',
    history: 'A family estate since 1890, replanted after the 1956 frost.',
    vineyard: '42 hectares of vines aged 35 years on average, worked by hand.',
    terroir: 'Deep gravel over clay, facing the estuary.',
  },
  {
    name: 'Domaine des Essais',
    producerName: 'Claire Essai',
    producerType: 'winegrower',
    address: '12 rue du Pressoir, 21200 Beaune, France',
    history: null,
    vineyard: '8 hectares of Pinot Noir and Chardonnay.',
    terroir: 'Limestone slopes facing east.',
  },
  {
    name: 'Cave des Coteaux',
    producerName: 'Cave des Coteaux',
    producerType: 'cooperative',
    address: '5 avenue de la Gare, 84100 Orange, France',
    history: null,
    vineyard: null,
    terroir: null,
  },
] as const;

/**
 * The wine module's demo (docs/wine.md "Demo"): three estates, and the demo's vintage red wine
 * product as a wine of the first one, its e-label published (`/n/<publicId>`).
 */
export async function seedWine(tx: Db, demo: DemoData, products: { wine: string }) {
  const estates = await tx
    .insert(wineEstates)
    .values(ESTATES.map((estate) => ({ ...estate, accountId: demo.accountId, createdBy: demo.userIds.admin })))
    .returning({ id: wineEstates.id });
  await tx.insert(wines).values({
    accountId: demo.accountId,
    productId: products.wine,
    estateId: estates[0]!.id,
    // As its product is titled (the title of a wine's product is its name and its vintage).
    name: 'Vintage red wine',
    vintage: null,
    colour: 'red',
    type: 'still',
    subType: 'dry',
    country: 'FR',
    region: 'Bordeaux',
    subRegion: 'Haut-Médoc',
    appellation: 'Margaux',
    cru: null,
    grapes: [
      { variety: 'Cabernet Sauvignon', percent: 65 },
      { variety: 'Merlot', percent: 35 },
    ],
    language: 'en',
    harvest: 'manual',
    vinification: 'Three weeks in temperature-controlled vats, then malolactic fermentation in barrels.',
    ageingMaterial: 'oak',
    ageingMonths: 18,
    alcohol: 13.5,
    residualSugar: 0.6,
    bottleVolumeMl: 750,
    unitsPerCarton: 6,
    caseType: 'wooden',
    closure: 'cork',
    medals: [{ competition: 'Concours Général Agricole', year: 2024, medal: 'gold' }],
    aromas: ['blackFruit', 'wood', 'spice'],
    tastingNotes: 'Blackcurrant and cedar, firm tannins, a long finish.',
    foodPairing: 'Roast lamb, hard cheeses.',
    servingTemperatureMin: 16,
    servingTemperatureMax: 18,
    createdBy: demo.userIds.admin,
  });
  await insertNutritionSheet(tx, {
    ...wineSheetFields(DEMO_WINE_ELABEL, 'Vintage red wine'),
    accountId: demo.accountId,
    productId: products.wine,
    publicId: newPublicId(),
    publishedAt: new Date(),
    createdBy: demo.userIds.admin,
  });
}
