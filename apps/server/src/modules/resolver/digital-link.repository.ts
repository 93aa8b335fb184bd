import { getTableName } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { productTexts, products, resolverItems, resolverMenuItems, resolverMenuProducts } from '../../db/schema';

/** What resolving a Digital Link needs of a product: its resolver settings and its public face. */
export interface DigitalLinkProduct {
  id: string;
  accountId: string;
  archived: boolean;
  gtin: string | null;
  brand: string | null;
  imageId: string | null;
  resolverMode: number;
  productPageUrl: string | null;
  redirectUrls: Record<string, string>;
  /** In the language asked, else the product's default language. */
  title: string | null;
  description: string | null;
}

interface ProductRow {
  id: string;
  account_id: string;
  archived: boolean;
  gtin: string | null;
  brand: string | null;
  image_id: string | null;
  resolver_mode: number;
  product_page_url: string | null;
  redirect_urls: Record<string, string> | null;
  title: string | null;
  description: string | null;
  accounts: number;
}

/**
 * $1 the GTIN-14, $2 the language. The newest non-archived product with that GTIN, and how many
 * accounts have one: both read from the partial index products_gtin_key_idx.
 */
const PRODUCT_BY_GTIN_SQL = `
  select p.id, p.account_id, p.archived, p.gtin, p.brand, p.image_id, p.resolver_mode, p.product_page_url,
    p.redirect_urls, t.title, t.description,
    (select count(distinct account_id)::int from ${getTableName(products)}
      where gtin_key = $1::text and not archived) as accounts
  from ${getTableName(products)} p
  left join lateral (
    select title, description from ${getTableName(productTexts)}
    where product_id = p.id and language in ($2::text, p.default_language)
    order by language = $2::text desc limit 1
  ) t on true
  where p.gtin_key = $1::text and not p.archived
  order by p.updated_at desc, p.id
  limit 1`;

/**
 * The product a GTIN names without a seal: found only when exactly one account has a non-archived
 * product with it (docs/resolver-digital-link.md), that account's most recently updated one.
 */
export async function findProductByGtin(
  db: Db,
  gtin14: string,
  language: Language,
): Promise<{ product: DigitalLinkProduct; accounts: number } | undefined> {
  if (!LANGUAGES.includes(language)) throw new RangeError('Unknown language');
  const [row] = await runPrepared<ProductRow>(db, 'digital_link_product', PRODUCT_BY_GTIN_SQL, [gtin14, language]);
  if (!row) return undefined;
  return {
    accounts: row.accounts,
    product: {
      id: row.id,
      accountId: row.account_id,
      archived: row.archived,
      gtin: row.gtin,
      brand: row.brand,
      imageId: row.image_id,
      resolverMode: row.resolver_mode,
      productPageUrl: row.product_page_url,
      redirectUrls: row.redirect_urls ?? {},
      title: row.title,
      description: row.description,
    },
  };
}

/** An item of a product's resolver menu that carries a GS1 link type. */
export interface LinkItem {
  id: string;
  label: string;
  url: string;
  linkType: string;
  language: Language | null;
}

/** $1 the product, $2 its account: the items with a link type of the menu serving it, in the menu's order. */
const LINK_ITEMS_SQL = `
  select i.id, i.label, i.url, i.link_type as "linkType", i.language
  from ${getTableName(resolverMenuProducts)} mp
  join ${getTableName(resolverMenuItems)} mi on mi.menu_id = mp.menu_id
  join ${getTableName(resolverItems)} i on i.id = mi.item_id and i.account_id = mp.account_id
  where mp.product_id = $1::uuid and mp.account_id = $2::uuid and i.link_type is not null
  order by mi.position`;

export function findLinkItems(db: Db, productId: string, accountId: string): Promise<LinkItem[]> {
  return runPrepared<LinkItem>(db, 'digital_link_items', LINK_ITEMS_SQL, [productId, accountId]);
}
