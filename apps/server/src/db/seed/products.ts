import { randomUUID } from 'node:crypto';
import { ZProductInput, type ProductInput } from '@seal/shared/contract/products';
import { resolveValues, toRecord } from '../../modules/products/product-values';
import { insertProduct, setArchived } from '../../modules/products/products.repository';
import type { Db } from '../client';
import { brands, media } from '../schema';

/** A 1x1 PNG: the demo logo and product image. */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Adds demo products through the form schema, so demo data obeys the rules users do. */
export function productSeeder(tx: Db, demo: { accountId: string; entityId: string }) {
  const { accountId, entityId } = demo;
  const add = async (input: ProductInput, archived = false) => {
    const values = resolveValues(ZProductInput.parse(input));
    const id = randomUUID();
    await insertProduct(tx, { ...toRecord(values, { id, accountId, entityId }), id }, values);
    if (archived) await setArchived(tx, accountId, id, true);
    return id;
  };
  // Every language shown carries a description (spec 001 section 5).
  const texts = (titles: [string, string, string], descriptions: [string, string, string]) => ({
    en: { title: titles[0], description: descriptions[0] },
    fr: { title: titles[1], description: descriptions[1] },
    zh: { title: titles[2], description: descriptions[2] },
  });
  return { add, texts };
}

/** The SKUs the demo's trade reads its products back by (demo.ts seedDemoTradeLater). */
export const DEMO_SKUS = { chocolate: 'DEMO-CHOC-70', wine: 'DEMO-WINE-01' } as const;

/**
 * The demo catalogue: a logo, the brand and five products with titles in en, fr and zh and valid
 * GTINs; one carries dynamic data, one is a container, one is archived. Products go through the
 * form schema, so demo data obeys the rules users do. Answers their ids for the demo seals.
 */
export async function seedProducts(tx: Db, demo: { accountId: string; entityId: string }) {
  const { accountId } = demo;
  const [logo] = await tx
    .insert(media)
    .values({
      accountId,
      name: 'Demo logo',
      tag: 'brand',
      type: 'png',
      contentType: 'image/png',
      size: DEMO_PNG.length,
      content: DEMO_PNG,
    })
    .returning({ id: media.id });
  await tx.insert(brands).values({
    accountId,
    name: 'Demo Cocoa',
    history: 'Chocolate makers since 1923.',
    ownerFirstName: 'Alice',
    ownerLastName: 'Admin',
    email: 'brand@demo.test',
    website: 'https://demo.example.com',
    socialNetworks: [{ network: 'instagram', url: 'https://instagram.com/demococoa' }],
    logoId: logo!.id,
    languages: ['en', 'fr', 'zh'],
  });

  const { add, texts } = productSeeder(tx, demo);

  const chocolate = await add({
    texts: texts(
      ['Dark chocolate 70%', 'Chocolat noir 70 %', '70% 黑巧克力'],
      ['Dark chocolate bar, 70% cocoa.', 'Tablette de chocolat noir, 70 % de cacao.', '黑巧克力排块，可可含量 70%。'],
    ),
    gtin: '4006381333931',
    sku: DEMO_SKUS.chocolate,
    brand: 'Demo Cocoa',
    imageId: logo!.id,
    validityDays: 730,
    captcha: 3,
    suspectThreshold: 5,
    fraudulentThreshold: 10,
  });
  const wine = await add({
    texts: texts(
      ['Vintage red wine', 'Vin rouge millésimé', '年份红葡萄酒'],
      ['Red wine of a single vintage, 75 cl.', 'Vin rouge d’un seul millésime, 75 cl.', '单一年份红葡萄酒，75 厘升。'],
    ),
    gtin: '3017620422003',
    sku: DEMO_SKUS.wine,
    brand: 'Demo Cellars',
    validityDays: 3650,
    targetCountry: 'FR',
    dynamicData: [
      { label: 'Batch number', format: 'masked_text', mask: 'AA-9999', mandatory: true },
      { label: 'Bottling date', format: 'date' },
      { label: 'Cask', format: 'list', values: ['Oak', 'Stainless steel'] },
    ],
  });
  const wineCase = await add({
    texts: texts(
      ['Wine case of 6', 'Caisse de 6 bouteilles', '六瓶装葡萄酒箱'],
      ['A wooden case of six bottles.', 'Une caisse en bois de six bouteilles.', '装有六瓶酒的木箱。'],
    ),
    gtin: '13400638133394',
    sku: 'DEMO-CASE-6',
    validityDays: 3650,
    // Its valid seal's check is followed by its resolver menu (seed/resolver.ts).
    resolverMode: 3,
    isContainer: true,
    contents: [{ productId: wine, quantity: 6 }],
  });
  const perfume = await add(
    {
      texts: texts(
        ['Perfume 50 ml (2019)', 'Parfum 50 ml (2019)', '香水 50 毫升 (2019)'],
        ['Eau de parfum, 2019 edition.', 'Eau de parfum, édition 2019.', '淡香精，2019 年版。'],
      ),
      gtin: '5449000000996',
      sku: 'DEMO-PERF-2019',
      validityDays: 365,
    },
    true,
  );
  const oliveOil = await add({
    texts: texts(
      ['Olive oil 50 cl', 'Huile d’olive 50 cl', '橄榄油 50 厘升'],
      [
        'Extra virgin olive oil, first cold pressing.',
        'Huile d’olive vierge extra, première pression à froid.',
        '特级初榨橄榄油，首次冷榨。',
      ],
    ),
    gtin: '3560070462926',
    sku: 'DEMO-OIL-50',
    brand: 'Demo Oils',
    validityDays: 730,
    // A scan of its seals opens its resolver menu first (seed/resolver.ts).
    resolverMode: 1,
  });
  return { chocolate, wine, wineCase, perfume, oliveOil };
}
