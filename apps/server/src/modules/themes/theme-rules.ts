import { AppError, ERRORS } from '@seal/shared';
import type { ThemeMode } from '@seal/shared/contract/themes';
import {
  documentToSections,
  expertToSections,
  mediaIdsOf,
  THEME_LANGUAGES,
  type ExpertPage,
  type TemplateSection,
  type ThemeDocument,
  type ThemeLanguage,
} from '@seal/shared/themes/document';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { cssMediaIds, sanitiseExpertCss } from './expert-css';
import { htmlMediaIds, sanitiseExpertHtml } from './expert-sanitiser';
import * as repo from './themes.repository';

/** The scope of an expert theme's CSS: the wrapper its HTML is rendered in. */
export const EXPERT_SCOPE = '.theme-expert';

type Pages<P> = Partial<Record<ThemeLanguage, P>>;
export interface ThemeHeader {
  title: string;
  language: ThemeLanguage;
  multilingual: boolean;
}

const titleUsed = (title: string) =>
  new AppError(ERRORS.theme.titleUsed, { title }, [{ path: 'title', key: 'theme.titleUsed', params: { title } }]);

/** Spec 001 section 5 (catalogue 114): a title no other theme of the account has, whatever its case. */
export async function checkTitle(db: Db, accountId: string, title: string, selfId?: string) {
  if (await repo.findTitleOwner(db, accountId, title, selfId)) throw titleUsed(title);
}

/** A write that lost a race for its title with another one: answered as the check would have. */
export async function withTitleError<T>(title: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isTitleViolation(error)) throw titleUsed(title);
    throw error;
  }
}

/** The title's unique index refused the row (PostgreSQL 23505, wrapped by Drizzle; pg and PGlite alike). */
function isTitleViolation(error: unknown): boolean {
  return isUniqueViolation(error, 'themes_title_idx');
}

/**
 * The pages a theme keeps: one in its own language at least (theme.languageMissing), only that
 * one when it is not multilingual, in the order of THEME_LANGUAGES.
 */
export function keptPages<P>(header: ThemeHeader, pages: Pages<P>): [ThemeLanguage, P][] {
  if (!pages[header.language]) {
    throw new AppError(ERRORS.theme.languageMissing, { language: header.language }, [
      { path: `pages.${header.language}`, key: 'theme.languageMissing', params: { language: header.language } },
    ]);
  }
  const languages = header.multilingual ? THEME_LANGUAGES : [header.language];
  return languages.flatMap((language) => (pages[language] ? [[language, pages[language]] as [ThemeLanguage, P]] : []));
}

/** Every picture a page shows is one of the account's media library (else notFound, naming it). */
export async function checkImages(db: Db, accountId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = await repo.accountImages(db, accountId, unique);
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw new AppError(ERRORS.common.notFound, { mediaId: missing });
}

export async function editorSections(db: Db, accountId: string, pages: [ThemeLanguage, ThemeDocument][]) {
  await checkImages(
    db,
    accountId,
    pages.flatMap(([, document]) => mediaIdsOf(document)),
  );
  return pages.flatMap(([language, document]) => documentToSections(language, document));
}

/** Expert pages as stored: sanitised (docs/themes.md), so what is kept is what the public gets. */
export async function expertSections(
  db: Db,
  accountId: string,
  pages: [ThemeLanguage, ExpertPage][],
): Promise<TemplateSection[]> {
  const ids = pages.flatMap(([, page]) => [...htmlMediaIds(page.html), ...cssMediaIds(page.css)]);
  await checkImages(db, accountId, ids);
  return pages.flatMap(([language, page]) => expertToSections(language, sanitiseExpert(page)));
}

/**
 * An expert page under the allow-lists (the media ids were checked against the account apart).
 * Stored unscoped, so the expert opens what they wrote; the public page scopes it (EXPERT_SCOPE).
 */
export function sanitiseExpert(page: ExpertPage) {
  const html = sanitiseExpertHtml(page.html, { images: null });
  const css = sanitiseExpertCss(page.css, { scope: '', images: null });
  return { html: html.html, css: css.css, removed: [...html.removed, ...css.removed] };
}

/** Old themes are shown, never changed (spec 001 section 5); a mode's pages go through its own methods. */
export function checkEditable(theme: repo.ThemeRecord, mode: ThemeMode) {
  if (theme.legacy) throw new AppError(ERRORS.theme.legacyReadOnly);
  if (theme.mode !== mode) throw new AppError(ERRORS.theme.wrongMode, { mode: theme.mode });
}
