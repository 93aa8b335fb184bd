import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/themes';
import { THEME_ROW_PRODUCTS_MAX, type ThemeDetail, type ThemeRow } from '@seal/shared/contract/themes';
import {
  sectionsToDocument,
  THEME_LANGUAGES,
  type ExpertPage,
  type TemplateSection,
  type ThemeDocument,
  type ThemeLanguage,
} from '@seal/shared/themes/document';
import type { SessionCallContext } from '../../rpc/context';
import { cssMediaIds, sanitiseExpertCss } from './expert-css';
import { htmlMediaIds, sanitiseExpertHtml } from './expert-sanitiser';
import * as repo from './themes.repository';

type In<C> = ParsedInputOf<C>;

/** A theme of the session's account; another account's and an unknown id answer alike. */
export async function ownedTheme(ctx: SessionCallContext, themeId: string) {
  const theme = await repo.findTheme(ctx.db, ctx.session.accountId, themeId);
  if (!theme) throw new AppError(ERRORS.common.notFound);
  return theme;
}

export function listThemes(ctx: SessionCallContext, input: In<typeof contract.list>): Promise<ListResult<ThemeRow>> {
  return repo.listThemes(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort?.field ?? 'updatedAt',
    order: input.sort?.order ?? 'desc',
    search: input.search,
    mode: input.filters.mode,
    legacy: input.filters.legacy,
  });
}

function pagesOf<P>(sections: TemplateSection[], read: (sections: TemplateSection[]) => P) {
  const pages: Partial<Record<ThemeLanguage, P>> = {};
  for (const language of THEME_LANGUAGES) {
    const own = sections.filter((section) => section.lang === language);
    if (own.length > 0) pages[language] = read(own);
  }
  return pages;
}

const expertPageOf = (sections: TemplateSection[]): ExpertPage => ({
  html: sections.find((section) => section.name === 'html')?.content ?? '',
  css: sections.find((section) => section.name === 'css')?.content ?? '',
});

/** A theme as the editor opens it: its row, then its pages (or an old theme's sections as stored). */
export async function themeDetail(ctx: SessionCallContext, theme: repo.ThemeRecord): Promise<ThemeDetail> {
  const { accountId } = ctx.session;
  const sections = await repo.sectionsOf(ctx.db, accountId, theme.id);
  const used = await repo.productsUsing(ctx.db, accountId, theme.id);
  const languages = [...new Set(sections.map((section) => section.lang))];
  const row = repo.toThemeRow(theme, languages, used.length, used.slice(0, THEME_ROW_PRODUCTS_MAX));
  if (theme.legacy) return { ...row, legacy: true, sections };
  if (theme.mode === 'expert') return { ...row, mode: 'expert', legacy: false, pages: pagesOf(sections, expertPageOf) };
  return {
    ...row,
    mode: 'editor',
    legacy: false,
    pages: pagesOf<ThemeDocument>(sections, (own) => sectionsToDocument(own)),
  };
}

export async function getTheme(ctx: SessionCallContext, { themeId }: In<typeof contract.get>) {
  return themeDetail(ctx, await ownedTheme(ctx, themeId));
}

/** Spec 001 section 7: every section of the theme, by language then index. */
export async function templateSections(ctx: SessionCallContext, { tmpid }: In<typeof contract.getTemplateSections>) {
  await ownedTheme(ctx, tmpid);
  return repo.sectionsOf(ctx.db, ctx.session.accountId, tmpid);
}

export function themeOptions(ctx: SessionCallContext, { search }: In<typeof contract.options>) {
  return repo.themeOptions(ctx.db, ctx.session.accountId, search);
}

/**
 * Deletes a theme. One that products name is refused with their titles (theme.inUse) unless the
 * caller asked to detach them: they then show the default page.
 */
export async function removeTheme(ctx: SessionCallContext, { themeId, detach }: In<typeof contract.remove>) {
  const { accountId } = ctx.session;
  const theme = await ownedTheme(ctx, themeId);
  const used = await repo.productsUsing(ctx.db, accountId, themeId);
  if (used.length > 0 && !detach) {
    throw new AppError(ERRORS.theme.inUse, {
      count: used.length,
      products: used.slice(0, THEME_ROW_PRODUCTS_MAX).map((product) => product.title),
    });
  }
  const detached = used.length > 0 ? await repo.detachProducts(ctx.db, accountId, themeId) : 0;
  await repo.deleteTheme(ctx.db, accountId, themeId);
  ctx.audit({
    targetId: themeId,
    before: { title: theme.title, mode: theme.mode, legacy: theme.legacy, products: used.map((product) => product.id) },
  });
  return { removed: true as const, detached };
}

/**
 * The expert page as the public gets it, with what the sanitiser left out; a picture that is not
 * one of the account's media library is left out too (saving it would be refused).
 */
export async function previewExpert(ctx: SessionCallContext, { page }: In<typeof contract.previewExpert>) {
  const ids = [...new Set([...htmlMediaIds(page.html), ...cssMediaIds(page.css)])];
  const images = await repo.accountImages(ctx.db, ctx.session.accountId, ids);
  const html = sanitiseExpertHtml(page.html, { images });
  const css = sanitiseExpertCss(page.css, { scope: '', images });
  return { html: html.html, css: css.css, removed: [...new Set([...html.removed, ...css.removed])] };
}
