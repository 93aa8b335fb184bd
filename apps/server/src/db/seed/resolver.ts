import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  media,
  resolverFooters,
  resolverHeaders,
  resolverItems,
  resolverMenuItems,
  resolverMenuProducts,
  resolverMenus,
} from '../schema';
import type { DemoData } from './demo-data';
import type { DemoProducts } from './seals';

/**
 * The demo resolver (docs/resolver.md): a menu with a header, a footer and four items (GS1 link
 * types, one for French readers only), serving the wine case (mode 3: under its valid answer)
 * and the olive oil (mode 1: a scan opens the menu first).
 */
export async function seedResolver(tx: Db, demo: DemoData, products: DemoProducts) {
  const { accountId } = demo;
  const [logo] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), eq(media.tag, 'brand')))
    .limit(1);
  const items = await tx
    .insert(resolverItems)
    .values(
      [
        { label: 'Product information', url: 'https://demo.example.com/products', linkType: 'gs1:pip' },
        { label: 'Certificates', url: 'https://demo.example.com/certificates', linkType: 'gs1:certificationInfo' },
        { label: 'Instructions for use', url: 'https://demo.example.com/instructions', linkType: 'gs1:instructions' },
        {
          label: 'Fiche produit',
          url: 'https://demo.example.com/fr/produits',
          linkType: 'gs1:pip',
          language: 'fr' as const,
        },
      ].map((item) => ({ ...item, accountId })),
    )
    .returning({ id: resolverItems.id });
  const [header] = await tx
    .insert(resolverHeaders)
    .values({
      accountId,
      name: 'Demo Cellars header',
      title: 'Demo Cellars',
      subtitle: 'Wines and oils of the estate',
      logoMediaId: logo?.id ?? null,
      background: '#5b2c86',
      color: '#ffffff',
    })
    .returning({ id: resolverHeaders.id });
  const [footer] = await tx
    .insert(resolverFooters)
    .values({
      accountId,
      name: 'Demo Cellars footer',
      text: 'Demo Cellars, estate bottled since 1923.',
      background: '#1a1d21',
      color: '#ffffff',
    })
    .returning({ id: resolverFooters.id });
  const [menu] = await tx
    .insert(resolverMenus)
    .values({
      accountId,
      name: 'Demo Cellars menu',
      headerId: header!.id,
      footerId: footer!.id,
      background: '#f7f3ee',
      color: '#1a1d21',
      accent: '#5b2c86',
      font: 'serif',
    })
    .returning({ id: resolverMenus.id });
  await tx
    .insert(resolverMenuItems)
    .values(items.map((item, position) => ({ menuId: menu!.id, itemId: item.id, accountId, position })));
  await tx.insert(resolverMenuProducts).values([
    { productId: products.wineCase, menuId: menu!.id, accountId },
    { productId: products.oliveOil, menuId: menu!.id, accountId },
  ]);
}
