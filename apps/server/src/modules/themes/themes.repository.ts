import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import { THEME_ROW_PRODUCTS_MAX, type ThemeMode, type ThemeRow } from '@seal/shared/contract/themes';
import type { TemplateSection, ThemeLanguage } from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { media, products, productTexts, themes, themeSections } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';

export type ThemeRecord = typeof themes.$inferSelect;

/** A product's title in its own default language (what a list of products shows). */
const productTitleOf = (accountId: string) => sql<string>`coalesce((select ${productTexts.title} from ${productTexts}
  where ${inAccount(productTexts, accountId, eq(productTexts.productId, products.id))} and ${productTexts.language} = ${products.defaultLanguage}), '')`;

/** The products whose display template names a theme, by title. */
const usedBy = (accountId: string, themeId: string) =>
  and(eq(products.accountId, accountId), eq(products.displayTemplate, themeId));

// Drizzle writes a select's own columns unqualified: the subqueries name the themes' columns in
// full, and the account by its id (docs/scale-out.md "Queries").
const languagesOf = (accountId: string) => sql<ThemeLanguage[]>`coalesce((select array_agg(distinct s.lang
  order by s.lang) from ${themeSections} s where s.account_id = ${accountId} and s.theme_id = themes.id), '{}')`;
const productCountOf = (accountId: string) => sql<number>`(select count(*)::int from ${products} p
  where p.account_id = ${accountId} and p.display_template = themes.id::text)`;
const productsOf = (accountId: string) => sql<
  { id: string; title: string }[]
>`coalesce((select jsonb_agg(x order by x.title) from (
  select p.id, coalesce(t.title, '') as title from ${products} p
  left join ${productTexts} t on t.account_id = p.account_id and t.product_id = p.id
    and t.language = p.default_language
  where p.account_id = ${accountId} and p.display_template = themes.id::text
  order by t.title limit ${THEME_ROW_PRODUCTS_MAX}) x), '[]'::jsonb)`;

export interface ThemeListQuery {
  offset: number;
  size: number;
  sort: 'title' | 'updatedAt';
  order: 'asc' | 'desc';
  search: string | undefined;
  mode: ThemeMode | undefined;
  legacy: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listThemes(db: Db, accountId: string, query: ThemeListQuery): Promise<ListResult<ThemeRow>> {
  const conditions: SQL[] = [eq(themes.accountId, accountId)];
  if (query.search) conditions.push(ilike(themes.title, `%${escapeLike(query.search)}%`));
  if (query.mode) conditions.push(eq(themes.mode, query.mode));
  if (query.legacy !== undefined) conditions.push(eq(themes.legacy, query.legacy));
  const where = and(...conditions);
  const column = query.sort === 'title' ? sql`lower(${themes.title})` : themes.updatedAt;
  const rows = await db
    .select({
      theme: themes,
      languages: languagesOf(accountId),
      productCount: productCountOf(accountId),
      products: productsOf(accountId),
    })
    .from(themes)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(themes.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(themes).where(where);
  return {
    rows: rows.map((row) => toThemeRow(row.theme, row.languages, row.productCount, row.products)),
    total: total?.n ?? 0,
  };
}

export function toThemeRow(
  theme: ThemeRecord,
  languages: ThemeLanguage[],
  productCount: number,
  used: { id: string; title: string }[],
): ThemeRow {
  return {
    id: theme.id,
    title: theme.title,
    language: theme.language,
    multilingual: theme.multilingual,
    mode: theme.mode,
    legacy: theme.legacy,
    languages: [...languages].sort(),
    productCount: Number(productCount),
    products: used,
    updatedAt: new Date(theme.updatedAt).toISOString(),
  };
}

export async function findTheme(db: Db, accountId: string, themeId: string): Promise<ThemeRecord | undefined> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.accountId, accountId), eq(themes.id, themeId)));
  return row;
}

export async function sectionsOf(db: Db, accountId: string, themeId: string): Promise<TemplateSection[]> {
  return db
    .select({
      section_idx: themeSections.sectionIdx,
      lang: themeSections.lang,
      name: themeSections.name,
      content: themeSections.content,
    })
    .from(themeSections)
    .where(and(eq(themeSections.accountId, accountId), eq(themeSections.themeId, themeId)))
    .orderBy(asc(themeSections.lang), asc(themeSections.sectionIdx));
}

/** The theme holding `title` in the account, whatever its case (another than `selfId`). */
export async function findTitleOwner(db: Db, accountId: string, title: string, selfId?: string) {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(
      and(
        eq(themes.accountId, accountId),
        sql`lower(${themes.title}) = lower(${title})`,
        selfId ? ne(themes.id, selfId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function insertTheme(db: Db, values: typeof themes.$inferInsert): Promise<ThemeRecord> {
  const [row] = await db.insert(themes).values(values).returning();
  return row!;
}

/** A theme's title, language and languages; its last change is now (the public page's cache reads it). */
export async function updateThemeHeader(
  db: Db,
  accountId: string,
  themeId: string,
  header: { title: string; language: ThemeLanguage; multilingual: boolean },
): Promise<ThemeRecord> {
  const [row] = await db
    .update(themes)
    .set({ ...header, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(themes.accountId, accountId), eq(themes.id, themeId)))
    .returning();
  return row!;
}

export async function replaceSections(db: Db, accountId: string, themeId: string, sections: TemplateSection[]) {
  await db.delete(themeSections).where(and(eq(themeSections.accountId, accountId), eq(themeSections.themeId, themeId)));
  if (sections.length === 0) return;
  await db.insert(themeSections).values(
    sections.map((section) => ({
      themeId,
      accountId,
      lang: section.lang,
      sectionIdx: section.section_idx,
      name: section.name,
      content: section.content,
    })),
  );
}

/** The products naming the theme, by title. */
export async function productsUsing(db: Db, accountId: string, themeId: string) {
  return db
    .select({ id: products.id, title: productTitleOf(accountId) })
    .from(products)
    .where(usedBy(accountId, themeId))
    .orderBy(asc(productTitleOf(accountId)), asc(products.id));
}

/** Those products show the default page from now on; answers how many they were. */
export async function detachProducts(db: Db, accountId: string, themeId: string): Promise<number> {
  const rows = await db
    .update(products)
    .set({ displayTemplate: null, updatedAt: sql`now()` })
    .where(usedBy(accountId, themeId))
    .returning({ id: products.id });
  return rows.length;
}

export async function deleteTheme(db: Db, accountId: string, themeId: string) {
  await db.delete(themes).where(and(eq(themes.accountId, accountId), eq(themes.id, themeId)));
}

export async function themeOptions(db: Db, accountId: string, search: string | undefined) {
  return db
    .select({ id: themes.id, title: themes.title, legacy: themes.legacy })
    .from(themes)
    .where(and(eq(themes.accountId, accountId), search ? ilike(themes.title, `%${escapeLike(search)}%`) : undefined))
    .orderBy(asc(sql`lower(${themes.title})`), asc(themes.id))
    .limit(100);
}

/** The ids among `ids` that are pictures of the account's media library. */
export async function accountImages(db: Db, accountId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.accountId, accountId), inArray(media.id, ids)));
  return new Set(rows.map((row) => row.id));
}
