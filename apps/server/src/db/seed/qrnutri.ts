import type { NutritionSheetFields } from '@seal/shared/contract/qrnutri';
import { insertNutritionSheet } from '../nutrition-sheet-rows';
import { newPublicId } from '../../modules/qrnutri/public-id';
import type { Db } from '../client';
import type { DemoData } from './demo-data';
import type { DemoProducts } from './seals';

/** The dark chocolate's sheet: a real-looking declaration with milk, soya and nuts emphasised. */
export const DEMO_CHOCOLATE_SHEET: NutritionSheetFields = {
  kind: 'food',
  basis: '100g',
  nutrients: {
    energyKj: 2400,
    energyKcal: 578,
    fat: 42,
    saturates: 25,
    carbohydrate: 34,
    sugars: 28,
    protein: 9.5,
    salt: 0.02,
  },
  portion: { size: 20, label: '4 × 5 g' },
  defaultLanguage: 'en',
  texts: {
    en: {
      name: 'Dark chocolate 70%',
      ingredients: [
        { text: 'cocoa mass', allergen: null },
        { text: 'sugar', allergen: null },
        { text: 'cocoa butter', allergen: null },
        { text: 'soya lecithin', allergen: 'soybeans' },
        { text: 'hazelnuts', allergen: 'nuts' },
        { text: 'whole milk powder', allergen: 'milk' },
        { text: 'vanilla extract', allergen: null },
      ],
    },
    fr: {
      name: 'Chocolat noir 70 %',
      ingredients: [
        { text: 'pâte de cacao', allergen: null },
        { text: 'sucre', allergen: null },
        { text: 'beurre de cacao', allergen: null },
        { text: 'lécithine de soja', allergen: 'soybeans' },
        { text: 'noisettes', allergen: 'nuts' },
        { text: 'lait entier en poudre', allergen: 'milk' },
        { text: 'extrait de vanille', allergen: null },
      ],
    },
    zh: {
      name: '70% 黑巧克力',
      ingredients: [
        { text: '可可液块', allergen: null },
        { text: '白砂糖', allergen: null },
        { text: '可可脂', allergen: null },
        { text: '大豆卵磷脂', allergen: 'soybeans' },
        { text: '榛子', allergen: 'nuts' },
        { text: '全脂奶粉', allergen: 'milk' },
        { text: '香草提取物', allergen: null },
      ],
    },
  },
};

/** One published nutrition sheet (docs/qrnutri.md): the dark chocolate's. */
export async function seedNutritionSheets(tx: Db, demo: DemoData, products: DemoProducts) {
  await insertNutritionSheet(tx, {
    ...DEMO_CHOCOLATE_SHEET,
    accountId: demo.accountId,
    productId: products.chocolate,
    publicId: newPublicId(),
    published: true,
    publishedAt: new Date(),
    createdBy: demo.userIds.admin,
  });
}
