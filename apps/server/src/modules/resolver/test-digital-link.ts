import type { Language } from '@seal/shared';
import type { Db } from '../../db/client';
import type { DemoData } from '../../db/seed/demo-data';
import {
  productTexts,
  products,
  resolverItems,
  resolverMenuItems,
  resolverMenuProducts,
  resolverMenus,
} from '../../db/schema';
import { encodeReference } from '../seals/reference-codec';
import { activate, issueReel } from '../seals/test-seals';
import { KEY_0 } from '../seals/test-keys';

/** A product with a GTIN, its resolver mode and pages, and a title in English and French. */
export interface TestGtinProduct {
  gtin: string;
  title: string;
  resolverMode?: number;
  productPageUrl?: string | null;
  redirectUrls?: Record<string, string>;
  archived?: boolean;
  brand?: string;
}

export async function createGtinProduct(db: Db, account: DemoData, given: TestGtinProduct): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      accountId: account.accountId,
      entityId: account.entityId,
      defaultLanguage: 'en',
      validityDays: 3650,
      gtin: given.gtin,
      gtinKey: given.gtin.padStart(14, '0'),
      brand: given.brand ?? null,
      resolverMode: given.resolverMode ?? 0,
      productPageUrl: given.productPageUrl ?? null,
      redirectUrls: given.redirectUrls ?? {},
      archived: given.archived ?? false,
    })
    .returning({ id: products.id });
  await db.insert(productTexts).values([
    {
      productId: row!.id,
      accountId: account.accountId,
      language: 'en',
      title: given.title,
      description: 'In English.',
    },
    {
      productId: row!.id,
      accountId: account.accountId,
      language: 'fr',
      title: `${given.title} (fr)`,
      description: 'En français.',
    },
  ]);
  return row!.id;
}

/** `count` seals of a new reel activated on the product: their printed references. */
export async function sealsOf(db: Db, account: DemoData, productId: string, count = 1): Promise<string[]> {
  const reel = await issueReel(db, account, count + 1, account.entityId);
  await activate(db, account, reel, productId, reel.firstSerial, reel.firstSerial + count - 1);
  return Array.from({ length: count }, (_, index) => encodeReference(reel.firstSerial + index, KEY_0));
}

/** A reference printed on a reel of the account but never activated. */
export async function inactiveSeal(db: Db, account: DemoData): Promise<string> {
  const reel = await issueReel(db, account, 1, account.entityId);
  return encodeReference(reel.firstSerial, KEY_0);
}

export interface TestItem {
  label: string;
  url: string;
  linkType: string | null;
  language?: Language | null;
}

/** A resolver menu serving the product, with these items in order. */
export async function menuFor(db: Db, account: DemoData, productId: string, items: TestItem[]) {
  const [menu] = await db
    .insert(resolverMenus)
    .values({
      accountId: account.accountId,
      name: `Menu ${productId}`,
      background: '#ffffff',
      color: '#000000',
      accent: '#0a4fbf',
    })
    .returning({ id: resolverMenus.id });
  for (const [position, item] of items.entries()) {
    const [row] = await db
      .insert(resolverItems)
      .values({ accountId: account.accountId, ...item, language: item.language ?? null })
      .returning({ id: resolverItems.id });
    await db
      .insert(resolverMenuItems)
      .values({ menuId: menu!.id, itemId: row!.id, accountId: account.accountId, position });
  }
  await db.insert(resolverMenuProducts).values({ productId, menuId: menu!.id, accountId: account.accountId });
}

/** Test-only compression in the standard's layout (docs/resolver-digital-link.md), for links of test products. */
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const bin = (value: number | bigint, width: number) => value.toString(2).padStart(width, '0');
/** Characters of base64url, 6 bits each (the standard's encoding 3). */
export const base64urlBits = (value: string) =>
  [...value].map((character) => bin(BASE64URL.indexOf(character), 6)).join('');
/** Bits as a path segment: base64url, the last character filled up with zeros. */
export const segmentOf = (bits: string) =>
  (bits.padEnd(Math.ceil(bits.length / 6) * 6, '0').match(/.{6}/g) ?? [])
    .map((six) => BASE64URL[parseInt(six, 2)])
    .join('');
/** A GTIN-14 in its 47 bits. */
export const gtinBits = (gtin: string) => bin(BigInt(gtin), 47);
/** Sequence 0C (GTIN and serial), the serial in base64url characters, as our references are. */
export const compressedSeal = (gtin: string, serial: string) =>
  `/${segmentOf(`00001100${gtinBits(gtin)}011${bin(serial.length, 5)}${base64urlBits(serial)}`)}`;
/** AI 01 alone, then AI 17 (an expiry date, YYMMDD): a data attribute inside the compressed link. */
export const compressedGtinWithExpiry = (gtin: string, expiry: string) =>
  `/${segmentOf(`00000001${gtinBits(gtin)}00010111${bin(Number(expiry), 20)}`)}`;
