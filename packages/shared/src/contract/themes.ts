import { z } from 'zod';
import {
  THEME_LANGUAGES,
  THEME_TITLE_MAX,
  zExpertPage,
  zThemeDocument,
  type ExpertPage,
  type TemplateSection,
  type ThemeDocument,
  type ThemeLanguage,
} from '../themes/document';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Themes (docs/themes.md): the page a consumer sees after a scan, designed by drag and drop in the
 * page editor (`editor`) or written in HTML and CSS (`expert`, sanitised by the server). Themes of
 * the old version (`legacy`) are listed and shown, never edited: delete and recreate them
 * (spec 001 section 5). A product's display template names its theme.
 */
export const THEME_MODES = ['editor', 'expert'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const THEME_SORT_FIELDS = ['title', 'updatedAt'] as const;
/** The products a list row names (the count says how many in all). */
export const THEME_ROW_PRODUCTS_MAX = 5;

export interface ThemeProductRef {
  id: string;
  title: string;
}

export interface ThemeRow {
  id: string;
  title: string;
  /** The theme's language: what a consumer whose language the theme lacks sees. */
  language: ThemeLanguage;
  multilingual: boolean;
  mode: ThemeMode;
  legacy: boolean;
  /** The languages the theme has a page in. */
  languages: ThemeLanguage[];
  productCount: number;
  /** The first products using it (at most THEME_ROW_PRODUCTS_MAX). */
  products: ThemeProductRef[];
  updatedAt: string;
}

export type ThemeDetail = ThemeRow &
  (
    | { mode: 'editor'; legacy: false; pages: Partial<Record<ThemeLanguage, ThemeDocument>> }
    | { mode: 'expert'; legacy: false; pages: Partial<Record<ThemeLanguage, ExpertPage>> }
    /** An old-version theme: its sections as stored, shown read-only. */
    | { mode: ThemeMode; legacy: true; sections: TemplateSection[] }
  );

const zTitle = z.string().trim().min(1).max(THEME_TITLE_MAX);
const zLanguage = z.enum(THEME_LANGUAGES);
const zHeader = { title: zTitle, language: zLanguage, multilingual: z.boolean() };
/** At least the theme's own language; a single-language theme has only that one. */
const zEditorPages = z.partialRecord(zLanguage, zThemeDocument);
const zExpertPages = z.partialRecord(zLanguage, zExpertPage);

export const list = defineMethod<ListResult<ThemeRow>>()({
  model: 'themeModel',
  name: 'list',
  access: 'session',
  rights: ['prod.theme_view'],
  input: listInput({
    sort: THEME_SORT_FIELDS,
    filters: z.object({ mode: z.enum(THEME_MODES).optional(), legacy: z.boolean().optional() }),
  }),
});

export const get = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'get',
  access: 'session',
  rights: ['prod.theme_view'],
  input: z.object({ themeId: zId }),
});

/** Spec 001 section 7: the theme's sections (`tmpid` is the theme's id). */
export const getTemplateSections = defineMethod<TemplateSection[]>()({
  model: 'themeModel',
  name: 'getTemplateSections',
  access: 'session',
  rights: ['prod.theme_view'],
  input: z.object({ tmpid: zId }),
});

/** The themes a product's display template may name (the product form's select). */
export const options = defineMethod<{ id: string; title: string; legacy: boolean }[]>()({
  model: 'themeModel',
  name: 'options',
  access: 'session',
  anyOf: ['prod.create', 'prod.edit', 'prod.theme_view'],
  input: z.object({ search: z.string().trim().max(100).optional() }),
});

export const create = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'create',
  access: 'session',
  rights: ['prod.theme_create'],
  mutates: true,
  input: z.object({ ...zHeader, pages: zEditorPages }),
});

export const update = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'update',
  access: 'session',
  rights: ['prod.theme_edit'],
  mutates: true,
  input: z.object({ themeId: zId, ...zHeader, pages: zEditorPages }),
});

export const createExpert = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'createExpert',
  access: 'session',
  rights: ['prod.theme_expert_create'],
  mutates: true,
  input: z.object({ ...zHeader, pages: zExpertPages }),
});

export const updateExpert = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'updateExpert',
  access: 'session',
  rights: ['prod.theme_expert_edit'],
  mutates: true,
  input: z.object({ themeId: zId, ...zHeader, pages: zExpertPages }),
});

/** A copy titled `title` (an expert theme's copy needs prod.theme_expert_create as well). */
export const duplicate = defineMethod<ThemeDetail>()({
  model: 'themeModel',
  name: 'duplicate',
  access: 'session',
  rights: ['prod.theme_create'],
  mutates: true,
  input: z.object({ themeId: zId, title: zTitle }),
});

/**
 * Deletes a theme. One in use by products is refused (`theme.inUse`, params.products) unless
 * `detach` is true: those products then show the default page.
 */
export const remove = defineMethod<{ removed: true; detached: number }>()({
  model: 'themeModel',
  name: 'remove',
  access: 'session',
  rights: ['prod.theme_edit'],
  mutates: true,
  input: z.object({ themeId: zId, detach: z.boolean().default(false) }),
});

/**
 * The expert page as the public will get it: the sanitised HTML and CSS, and what the sanitiser
 * removed (so the expert knows why something does not show).
 */
export const previewExpert = defineMethod<{ html: string; css: string; removed: string[] }>()({
  model: 'themeModel',
  name: 'previewExpert',
  access: 'session',
  anyOf: ['prod.theme_expert_create', 'prod.theme_expert_edit'],
  input: z.object({ page: zExpertPage, language: zLanguage }),
});
