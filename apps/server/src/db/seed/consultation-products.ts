import type { Db } from '../client';
import type { DemoData } from './demo-data';
import { productSeeder } from './products';

/** The control key of the demo product whose CCP type is manual. */
export const DEMO_CONTROL_KEY = 'K7P2Q';

const texts3 = (en: string, fr: string, zh: string, what: [string, string, string]) => ({
  en: { title: en, description: what[0] },
  fr: { title: fr, description: what[1] },
  zh: { title: zh, description: what[2] },
});

/** The products of the consultation's demo seals, one per kind of challenge and of answer. */
export async function seedConsultationProducts(tx: Db, demo: DemoData, imageId: string) {
  const { add } = productSeeder(tx, demo);
  const tea = (en: string, fr: string, zh: string) =>
    texts3(en, fr, zh, ['Loose leaf tea, 100 g.', 'Thé en vrac, 100 g.', '散装茶叶，100 克。']);
  return {
    plain: await add({
      sku: 'DEMO-TEA-GREEN',
      texts: tea('Green tea 100 g', 'Thé vert 100 g', '绿茶 100 克'),
      brand: 'Demo Tea',
      imageId,
      validityDays: 3650,
      productPageUrl: 'https://shop.demo-company.test/green-tea',
      dynamicData: [
        { label: 'Harvest', format: 'text', public: true },
        { label: 'Lot', format: 'text' },
      ],
    }),
    thresholds: await add({
      sku: 'DEMO-TEA-JASMINE',
      texts: tea('Jasmine tea 100 g', 'Thé au jasmin 100 g', '茉莉花茶 100 克'),
      validityDays: 3650,
      suspectThreshold: 3,
      fraudulentThreshold: 5,
    }),
    shortLived: await add({
      sku: 'DEMO-SERUM-30',
      texts: texts3('Face serum 30 ml', 'Sérum visage 30 ml', '面部精华 30 毫升', [
        'Use within 30 days of opening.',
        'À utiliser dans les 30 jours après ouverture.',
        '开封后 30 天内使用。',
      ]),
      validityDays: 30,
    }),
    captcha3: await add({
      sku: 'DEMO-TEA-BLACK',
      texts: tea('Black tea 100 g', 'Thé noir 100 g', '红茶 100 克'),
      validityDays: 3650,
      captcha: 3,
    }),
    captcha6: await add({
      sku: 'DEMO-TEA-WHITE',
      texts: tea('White tea 100 g', 'Thé blanc 100 g', '白茶 100 克'),
      validityDays: 3650,
      captcha: 6,
    }),
    captcha9Ccp6: await add({
      sku: 'DEMO-TEA-OOLONG',
      texts: tea('Oolong tea 100 g', 'Thé oolong 100 g', '乌龙茶 100 克'),
      validityDays: 3650,
      captcha: 9,
      ccpType: '6',
    }),
    controlKey: await add({
      sku: 'DEMO-MATCHA-30',
      texts: tea('Matcha 30 g', 'Matcha 30 g', '抹茶 30 克'),
      validityDays: 3650,
      ccpType: 'manual',
      controlKey: DEMO_CONTROL_KEY,
    }),
    ccp3: await add({
      sku: 'DEMO-ROOIBOS',
      texts: tea('Rooibos 100 g', 'Rooibos 100 g', '南非国宝茶 100 克'),
      validityDays: 3650,
      ccpType: '3',
    }),
    archived: await add(
      { sku: 'DEMO-TEA-EARL-2020', texts: tea('Earl Grey 2020', 'Earl Grey 2020', '伯爵茶 2020'), validityDays: 3650 },
      true,
    ),
  };
}
