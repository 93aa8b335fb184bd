import type { Language } from '@seal/shared';
import {
  EXPERT_BLOCK_PLACEHOLDERS,
  sectionsToDocument,
  type ExpertPage,
  type ThemeDocument,
  type ThemeLanguage,
} from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { sanitiseExpertCss } from './expert-css';
import { sanitiseExpertHtml } from './expert-sanitiser';
import { EXPERT_SCOPE } from './theme-rules';

/** Where the public page fetches a picture of a theme (theme-media.routes.ts). */
export const themeMediaUrl = (themeId: string, mediaId: string) => `/api/public/theme-media/${themeId}/${mediaId}`;

/** The mark of a block placeholder in an expert page's HTML, which the page replaces with the block. */
export const expertSlot = (name: string) => `<div data-theme-slot="${name}"></div>`;

const blockSlot = (name: string) =>
  (EXPERT_BLOCK_PLACEHOLDERS as readonly string[]).includes(name) ? expertSlot(name) : null;

/** A theme as the public page renders it, in one language. */
export type PublicTheme =
  | { id: string; mode: 'editor'; language: ThemeLanguage; document: ThemeDocument }
  | { id: string; mode: 'expert'; language: ThemeLanguage; html: string; css: string };

interface Row {
  id: string;
  language: ThemeLanguage;
  mode: 'editor' | 'expert';
  updated_at: string | Date;
  lang: ThemeLanguage;
  section_idx: number;
  name: string;
  content: string;
}

/*
 * One query by primary keys, every table named by the account ($4, the consulted seal's owner, so
 * that a display template shows no other account's theme, and Citus reads one shard): the theme
 * (not an old one, named by the consulted product) and its sections in the consumer's language
 * and in the theme's own.
 */
const THEME_SQL = `
  select t.id, t.language, t.mode, t.updated_at, s.lang, s.section_idx, s.name, s.content
  from themes t join theme_sections s
    on s.account_id = $4::uuid and s.theme_id = t.id and s.lang in ($2::text, t.language)
  where t.account_id = $4::uuid and t.id = $1::uuid and not t.legacy
    and exists (select 1 from products p
      where p.account_id = $4::uuid and p.id = $3::uuid and p.display_template = t.id::text)
  order by s.section_idx`;

/*
 * What rendering makes of a theme's sections (the document checked, the expert page sanitised
 * with its slots), kept by theme, language and last change: an edit changes `updated_at`, so a
 * page never shows a theme as it was before a save. Bounded: the oldest entry goes first.
 */
const CACHE_MAX = 200;
const prepared = new Map<string, PublicTheme>();

function prepare(key: string, make: () => PublicTheme): PublicTheme {
  const known = prepared.get(key);
  if (known) return known;
  const made = make();
  if (prepared.size >= CACHE_MAX) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, made);
  return made;
}

/**
 * An expert page as the public page shows it: stored sanitised, sanitised again as it is shown (so
 * a page follows today's allow-list), its block placeholders marked, its CSS scoped, its pictures
 * at the theme's public address.
 */
export function publicExpertTheme(id: string, language: ThemeLanguage, page: ExpertPage): PublicTheme {
  const images = { images: null, imageUrl: (mediaId: string) => themeMediaUrl(id, mediaId) };
  return {
    id,
    mode: 'expert',
    language,
    html: sanitiseExpertHtml(page.html, { ...images, slot: blockSlot }).html,
    css: sanitiseExpertCss(page.css, { ...images, scope: EXPERT_SCOPE }).css,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The theme a product of the account names, in the consumer's language (else the theme's own); null for the default page. */
export async function loadPublicTheme(
  db: Db,
  { id: themeId, productId, accountId }: { id: string; productId: string; accountId: string | undefined },
  language: Language,
): Promise<PublicTheme | null> {
  if (!UUID.test(themeId) || !UUID.test(productId) || !accountId || !UUID.test(accountId)) return null;
  const rows = await runPrepared<Row>(db, 'public_theme', THEME_SQL, [themeId, language, productId, accountId]);
  const first = rows[0];
  if (!first) return null;
  const lang = rows.some((row) => row.lang === language) ? (language as ThemeLanguage) : first.language;
  const sections = rows.filter((row) => row.lang === lang);
  const key = `${first.id}:${new Date(first.updated_at).getTime()}:${lang}`;
  try {
    return prepare(key, () => {
      if (first.mode === 'editor') {
        return { id: first.id, mode: 'editor', language: lang, document: sectionsToDocument(sections) };
      }
      const html = sections.find((row) => row.name === 'html')?.content ?? '';
      const css = sections.find((row) => row.name === 'css')?.content ?? '';
      return publicExpertTheme(first.id, lang, { html, css });
    });
  } catch {
    // A theme whose sections no longer read (changed by hand) shows the default page, not an error.
    return null;
  }
}
