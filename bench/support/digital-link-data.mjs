// The data of bench/digital-link.mjs: two accounts' products with GTINs (SHARED_GTINS of them in
// both), resolver menus over half of account A's products, reels activated over the products.
const schema = await import('../../apps/server/src/db/schema/index.ts');
const { issueReels } = await import('../../apps/server/src/modules/seals/reels.service.ts');
const { gtinCheckDigit } = await import('../../packages/shared/src/validation/gtin.ts');

export const REEL_SIZE = 5_000;
export const ACTIVATION_SIZE = 500;
export const SHARED_GTINS = 100;

/** The n-th GTIN-13 of the bench. */
export const gtinOf = (n) => {
  const body = `95060${String(n).padStart(7, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

/** Seeds `products` products per account and `reels` reels; answers the accounts and the activated ranges. */
export async function seedDigitalLinkData(db, key, { products: PRODUCTS, reels: REELS }) {
  const insertAll = async (table, rows, returning) => {
    const out = [];
    for (let index = 0; index < rows.length; index += 1_000) {
      const chunk = db.insert(table).values(rows.slice(index, index + 1_000));
      out.push(...(returning ? await chunk.returning(returning) : (await chunk, [])));
    }
    return out;
  };

  async function tenant(name, firstGtin) {
    const [account] = await db.insert(schema.accounts).values({ name }).returning();
    const [entity] = await db.insert(schema.entities).values({ accountId: account.id, name }).returning();
    const [user] = await db
      .insert(schema.users)
      .values({
        accountId: account.id,
        entityId: entity.id,
        email: `${name}@bench.test`,
        firstName: 'B',
        lastName: 'B',
        userType: 'admin',
      })
      .returning();
    const rows = Array.from({ length: PRODUCTS }, (_, index) => {
      const gtin = gtinOf(firstGtin + index);
      return {
        accountId: account.id,
        entityId: entity.id,
        defaultLanguage: 'en',
        validityDays: 3650,
        gtin,
        gtinKey: gtin.padStart(14, '0'),
        resolverMode: index % 4,
        productPageUrl: index % 3 === 0 ? null : `https://shop.example.com/${name}/${index}`,
        redirectUrls: index % 5 === 0 ? { fr: `https://shop.example.com/fr/${index}` } : {},
      };
    });
    const products = await insertAll(schema.products, rows, { id: schema.products.id, gtin: schema.products.gtin });
    await insertAll(
      schema.productTexts,
      products.flatMap((product) =>
        ['en', 'fr'].map((language) => ({
          productId: product.id,
          accountId: account.id,
          language,
          title: `${name} product ${product.gtin} ${language}`,
        })),
      ),
    );
    return { accountId: account.id, entityId: entity.id, userId: user.id, products };
  }

  async function menus(owner) {
    const served = owner.products.slice(0, owner.products.length / 2);
    const types = ['gs1:pip', 'gs1:certificationInfo', 'gs1:instructions', null, null, null];
    for (let first = 0; first < served.length; first += 10) {
      const [menu] = await db
        .insert(schema.resolverMenus)
        .values({
          accountId: owner.accountId,
          name: `menu ${first}`,
          background: '#fff',
          color: '#000',
          accent: '#00f',
        })
        .returning();
      const items = await insertAll(
        schema.resolverItems,
        types.map((linkType, index) => ({
          accountId: owner.accountId,
          label: `item ${first}-${index}`,
          url: `https://brand.example.com/${first}/${index}`,
          linkType,
          language: index === 0 ? 'fr' : null,
        })),
        { id: schema.resolverItems.id },
      );
      await insertAll(
        schema.resolverMenuItems,
        items.map((item, position) => ({ menuId: menu.id, itemId: item.id, accountId: owner.accountId, position })),
      );
      await insertAll(
        schema.resolverMenuProducts,
        served
          .slice(first, first + 10)
          .map((product) => ({ productId: product.id, menuId: menu.id, accountId: owner.accountId })),
      );
    }
  }

  const a = await tenant('bench-a', 0);
  // B's first SHARED_GTINS products have GTINs of A's: resolved by seal only.
  const b = await tenant('bench-b', PRODUCTS - SHARED_GTINS);
  await menus(a);
  const seals = [];
  for (const owner of [a, b]) {
    const reels = await issueReels(db, key, {
      accountId: owner.accountId,
      entityId: owner.entityId,
      reels: REELS / 2,
      size: REEL_SIZE,
    });
    const activations = reels.flatMap((reel, reelIndex) =>
      Array.from({ length: REEL_SIZE / ACTIVATION_SIZE }, (_, part) => {
        const product = owner.products[(reelIndex * (REEL_SIZE / ACTIVATION_SIZE) + part) % owner.products.length];
        const firstSerial = reel.firstSerial + part * ACTIVATION_SIZE;
        seals.push({ gtin: product.gtin, firstSerial });
        return {
          accountId: owner.accountId,
          entityId: owner.entityId,
          reelId: reel.id,
          productId: product.id,
          firstSerial,
          lastSerial: firstSerial + ACTIVATION_SIZE - 1,
          method: 'range',
          activatedBy: owner.userId,
        };
      }),
    );
    await insertAll(schema.sealActivations, activations);
  }
  return { a, b, seals };
}
