import { and, eq, sql } from 'drizzle-orm';
import type { Gs1LinkType } from '@seal/shared/contract/resolver';
import type { ThemeFont, ThemeLanguage } from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  media,
  resolverFollowsDaily,
  resolverFooters,
  resolverHeaders,
  resolverItems,
  resolverMenuItems,
  resolverMenuProducts,
  resolverMenus,
} from '../../db/schema';

/** A menu as a consumer sees it: its looks, header, footer and the items of their language, in order. */
export interface PublicMenu {
  id: string;
  productId: string;
  background: string;
  color: string;
  accent: string;
  font: ThemeFont;
  hasLogo: boolean;
  hasBackground: boolean;
  header: { title: string; subtitle: string | null; hasLogo: boolean; background: string; color: string } | null;
  footer: { text: string; background: string; color: string } | null;
  items: { id: string; label: string; url: string; linkType: Gs1LinkType | null }[];
}

/**
 * The menu serving a product, in one statement: the items of `language` and those for every
 * language (null), in the menu's order; undefined when no menu serves it.
 */
export async function findServedMenu(
  db: Db,
  productId: string,
  language: ThemeLanguage,
): Promise<PublicMenu | undefined> {
  const result = await db.execute(sql`
    select m.id, m.background, m.color, m.accent, m.font,
      m.logo_media_id is not null as has_logo, m.background_media_id is not null as has_background,
      case when h.id is null then null else jsonb_build_object('title', h.title, 'subtitle', h.subtitle,
        'hasLogo', h.logo_media_id is not null, 'background', h.background, 'color', h.color) end as header,
      case when f.id is null then null else jsonb_build_object('text', f.text, 'background', f.background,
        'color', f.color) end as footer,
      coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'label', i.label, 'url', i.url,
          'linkType', i.link_type) order by mi.position)
        from ${resolverMenuItems} mi join ${resolverItems} i on i.id = mi.item_id
        where mi.menu_id = m.id and (i.language is null or i.language = ${language})), '[]'::jsonb) as items
    from ${resolverMenuProducts} mp
    join ${resolverMenus} m on m.id = mp.menu_id
    left join ${resolverHeaders} h on h.id = m.header_id
    left join ${resolverFooters} f on f.id = m.footer_id
    where mp.product_id = ${productId}`);
  const [row] = rowsOf<{
    id: string;
    background: string;
    color: string;
    accent: string;
    font: ThemeFont;
    has_logo: boolean;
    has_background: boolean;
    header: PublicMenu['header'];
    footer: PublicMenu['footer'];
    items: PublicMenu['items'] | string;
  }>(result);
  if (!row) return undefined;
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    id: row.id,
    productId,
    background: row.background,
    color: row.color,
    accent: row.accent,
    font: row.font,
    hasLogo: row.has_logo,
    hasBackground: row.has_background,
    header: row.header && parse(row.header),
    footer: row.footer && parse(row.footer),
    items: parse(row.items),
  };
}

/**
 * Counts a follow of an item from a product's menu and answers the item's address, in one
 * statement: nothing is counted, and undefined answered, unless the item is in the menu serving
 * that product. The address is always the stored item's, never one from the request.
 */
export async function countFollow(db: Db, productId: string, itemId: string, day: string) {
  const result = await db.execute(sql`
    with followed as (
      select i.account_id, i.id, i.url from ${resolverMenuProducts} mp
      join ${resolverMenuItems} mi on mi.menu_id = mp.menu_id
      join ${resolverItems} i on i.id = mi.item_id
      where mp.product_id = ${productId} and mi.item_id = ${itemId}
    ), counted as (
      insert into ${resolverFollowsDaily} (account_id, day, item_id, product_id, follows)
      select account_id, ${day}::date, id, ${productId}, 1 from followed
      on conflict (account_id, day, item_id, product_id)
        do update set follows = ${resolverFollowsDaily.follows} + 1
    )
    select url from followed`);
  return rowsOf<{ url: string }>(result)[0]?.url;
}

export type MenuPicture = 'logo' | 'background' | 'header-logo';

/** A picture a menu shows (its logo, its background, its header's logo), and nothing else of the library. */
export async function findMenuPicture(db: Db, menuId: string, which: MenuPicture) {
  const column =
    which === 'logo'
      ? resolverMenus.logoMediaId
      : which === 'background'
        ? resolverMenus.backgroundMediaId
        : resolverHeaders.logoMediaId;
  const [row] = await db
    .select({ id: media.id, contentType: media.contentType, content: media.content, updatedAt: media.updatedAt })
    .from(resolverMenus)
    .leftJoin(resolverHeaders, eq(resolverHeaders.id, resolverMenus.headerId))
    .innerJoin(media, and(eq(media.id, column), eq(media.accountId, resolverMenus.accountId)))
    .where(eq(resolverMenus.id, menuId));
  return row && { contentType: row.contentType, content: row.content, etag: `${row.id}-${row.updatedAt.getTime()}` };
}
