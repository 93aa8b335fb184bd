import { eq } from 'drizzle-orm';
import type { Gs1LinkType } from '@seal/shared/contract/resolver';
import type { ThemeFont, ThemeLanguage } from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { media, resolverHeaders, resolverMenus } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';

/**
 * A menu as a consumer sees it: its looks, header, footer and the items of their language, in order.
 * Its account goes into the addresses of its pictures and follows, whose look-ups read by it.
 */
export interface PublicMenu {
  accountId: string;
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
 * $1 the account, $2 the product, $3 the language: the menu serving the product, its header, footer
 * and items. Every table, the items' subquery too, names the account (docs/scale-out.md "Queries").
 */
const SERVED_MENU_SQL = `
  select m.id, m.background, m.color, m.accent, m.font,
    m.logo_media_id is not null as has_logo, m.background_media_id is not null as has_background,
    case when h.id is null then null else jsonb_build_object('title', h.title, 'subtitle', h.subtitle,
      'hasLogo', h.logo_media_id is not null, 'background', h.background, 'color', h.color) end as header,
    case when f.id is null then null else jsonb_build_object('text', f.text, 'background', f.background,
      'color', f.color) end as footer,
    coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'label', i.label, 'url', i.url,
        'linkType', i.link_type) order by mi.position)
      from resolver_menu_items mi join resolver_items i on i.account_id = mi.account_id and i.id = mi.item_id
      where mi.account_id = $1::uuid and mi.menu_id = m.id and (i.language is null or i.language = $3::text)), '[]'::jsonb) as items
  from resolver_menu_products mp
  join resolver_menus m on m.account_id = mp.account_id and m.id = mp.menu_id
  left join resolver_headers h on h.account_id = m.account_id and h.id = m.header_id
  left join resolver_footers f on f.account_id = m.account_id and f.id = m.footer_id
  where mp.account_id = $1::uuid and mp.product_id = $2::uuid`;

interface MenuRow {
  id: string;
  background: string;
  color: string;
  accent: string;
  font: ThemeFont;
  has_logo: boolean;
  has_background: boolean;
  header: PublicMenu['header'] | string;
  footer: PublicMenu['footer'] | string;
  items: PublicMenu['items'] | string;
}

/** jsonb as pg and PGlite hand it back: parsed, or (through EXECUTE) as its text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The menu serving a product, in one prepared statement (every check page of a product with a
 * mode reads it): the items of `language` and those for every language (null), in the menu's
 * order; undefined when no menu serves it.
 */
export async function findServedMenu(
  db: Db,
  accountId: string,
  productId: string,
  language: ThemeLanguage,
): Promise<PublicMenu | undefined> {
  const values = [accountId, productId, language];
  const [row] = await runPrepared<MenuRow>(db, 'resolver_served_menu', SERVED_MENU_SQL, values);
  if (!row) return undefined;
  return {
    accountId,
    id: row.id,
    productId,
    background: row.background,
    color: row.color,
    accent: row.accent,
    font: row.font,
    hasLogo: row.has_logo,
    hasBackground: row.has_background,
    header: row.header === null ? null : parsed(row.header),
    footer: row.footer === null ? null : parsed(row.footer),
    items: parsed(row.items),
  };
}

/** An item followed from the menu of a product of an account: the ids a follow's address carries. */
export interface FollowedItem {
  accountId: string;
  productId: string;
  itemId: string;
}

/**
 * $1 the account, $2 the product, $3 the item, $4 the day: counts the follow when the item is in
 * the menu serving that product of that account.
 */
const FOLLOW_SQL = `
  with followed as (
    select i.account_id, i.id, i.url from resolver_menu_products mp
    join resolver_menu_items mi on mi.account_id = mp.account_id and mi.menu_id = mp.menu_id
    join resolver_items i on i.account_id = mi.account_id and i.id = mi.item_id
    where mp.account_id = $1::uuid and mp.product_id = $2::uuid and mi.item_id = $3::uuid
  ), counted as (
    insert into resolver_follows_daily (account_id, day, item_id, product_id, follows)
    select account_id, $4::date, id, $2::uuid, 1 from followed
    on conflict (account_id, day, item_id, product_id)
      do update set follows = resolver_follows_daily.follows + 1
  )
  select url from followed`;

/**
 * Counts a follow of an item from a product's menu and answers the item's address, in one
 * statement: nothing is counted, and undefined answered, unless the item is in the menu serving
 * that product of that account. The address is always the stored item's, never one from the request.
 */
export async function countFollow(db: Db, { accountId, productId, itemId }: FollowedItem, day: string) {
  const values = [accountId, productId, itemId, day];
  const rows = await runPrepared<{ url: string }>(db, 'resolver_follow', FOLLOW_SQL, values);
  return rows[0]?.url;
}

export type MenuPicture = 'logo' | 'background' | 'header-logo';

/** A picture a menu shows (its logo, its background, its header's logo), and nothing else of the library. */
export async function findMenuPicture(db: Db, accountId: string, menuId: string, which: MenuPicture) {
  const column =
    which === 'logo'
      ? resolverMenus.logoMediaId
      : which === 'background'
        ? resolverMenus.backgroundMediaId
        : resolverHeaders.logoMediaId;
  const [row] = await db
    .select({ id: media.id, contentType: media.contentType, content: media.content, updatedAt: media.updatedAt })
    .from(resolverMenus)
    .leftJoin(resolverHeaders, onAccount(resolverMenus, resolverMenus.headerId, resolverHeaders))
    .innerJoin(media, onAccount(resolverMenus, column, media))
    .where(inAccount(resolverMenus, accountId, eq(resolverMenus.id, menuId)));
  return row && { contentType: row.contentType, content: row.content, etag: `${row.id}-${row.updatedAt.getTime()}` };
}
