import { z } from 'zod';
import type { Language } from '../constants';
import { zNutritionSheetFields, type NutritionSheetFields } from '../qrnutri/nutrition';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

export * from '../qrnutri/nutrition';
export * from '../qrnutri/nutrition-rules';

/**
 * The nutritional QR code (docs/qrnutri.md): a product's nutrition sheet (one per product, of the
 * products the caller's entity sees), published on a public page `/n/<publicId>` that tracks
 * nobody, and the QR code of that page.
 */
export const NUTRITION_PAGE_PREFIX = '/n/';
export const QR_FORMATS = ['svg', 'png'] as const;
export type QrFormat = (typeof QR_FORMATS)[number];

export interface NutritionSheetRow {
  id: string;
  productId: string;
  productTitle: string;
  gtin: string | null;
  languages: Language[];
  published: boolean;
  /** The public page's address (it answers 404 while the sheet is not published). */
  publicUrl: string;
  updatedAt: string;
}

export interface NutritionSheet extends NutritionSheetFields {
  id: string;
  productId: string;
  productTitle: string;
  published: boolean;
  publicUrl: string;
  updatedAt: string;
}

export interface SheetProductChoice {
  id: string;
  title: string;
  gtin: string | null;
}

export const list = defineMethod<ListResult<NutritionSheetRow>>()({
  model: 'qrnutriModel',
  name: 'list',
  access: 'session',
  rights: ['qrnutri.view'],
  input: listInput({
    sort: ['updatedAt', 'product'],
    filters: z.object({ published: z.boolean().optional() }),
  }),
});

export const get = defineMethod<NutritionSheet>()({
  model: 'qrnutriModel',
  name: 'get',
  access: 'session',
  rights: ['qrnutri.view'],
  input: z.object({ sheetId: zId }),
});

/** The products of the caller's scope without a sheet yet, searched by title or GTIN. */
export const products = defineMethod<ListResult<SheetProductChoice>>()({
  model: 'qrnutriModel',
  name: 'products',
  access: 'session',
  rights: ['qrnutri.fiche_create'],
  input: listInput({ sort: ['title'], filters: z.object({}) }),
});

export const zCreateSheetInput = zNutritionSheetFields.extend({ productId: zId });
export const create = defineMethod<NutritionSheet>()({
  model: 'qrnutriModel',
  name: 'create',
  access: 'session',
  rights: ['qrnutri.fiche_create'],
  mutates: true,
  input: zCreateSheetInput,
});

export const zUpdateSheetInput = zNutritionSheetFields.extend({ sheetId: zId });
export const update = defineMethod<NutritionSheet>()({
  model: 'qrnutriModel',
  name: 'update',
  access: 'session',
  rights: ['qrnutri.fiche_create'],
  mutates: true,
  input: zUpdateSheetInput,
});

/** Deleted, its public page answers 404 at once. */
export const remove = defineMethod<{ removed: true }>()({
  model: 'qrnutriModel',
  name: 'remove',
  access: 'session',
  rights: ['qrnutri.fiche_create'],
  mutates: true,
  input: z.object({ sheetId: zId }),
});

/** Publishes (the public page shows the sheet) or withdraws it (the page answers 404). */
export const publish = defineMethod<NutritionSheet>()({
  model: 'qrnutriModel',
  name: 'publish',
  access: 'session',
  rights: ['qrnutri.fiche_create'],
  mutates: true,
  input: z.object({ sheetId: zId, published: z.boolean() }),
});

/** The QR code of the sheet's public page, as a file to download. */
export const qrCode = defineMethod<{ fileName: string; contentType: string; base64: string }>()({
  model: 'qrnutriModel',
  name: 'qrCode',
  access: 'session',
  rights: ['qrnutri.view'],
  input: z.object({ sheetId: zId, format: z.enum(QR_FORMATS) }),
});
