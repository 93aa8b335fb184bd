import { z } from 'zod';
import { zEstateFields, type EstateFields, type ProducerType } from '../wine/estate-fields';
import {
  WINE_COLOURS,
  WINE_TYPES,
  zWineFields,
  type WineFields,
  type WineColour,
  type WineType,
} from '../wine/wine-fields';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

export * from '../wine/estate-fields';
export * from '../wine/wine-fields';

/**
 * The wine module (docs/wine.md, right viniconnect.view): estates, and wines filled in the 6-step
 * wine form. A wine is a product of the account (creating one needs prod.create, editing it
 * prod.edit, deleting it prod.delete, as for any product): sealed, activated and consulted like
 * any product. Its product sheet is its EU wine e-label: a nutrition sheet of kind `wine`, on the
 * public page `/n/<publicId>` that tracks nobody.
 */

export interface Estate extends EstateFields {
  id: string;
  /** How many wines name it: an estate with wines cannot be deleted (wine.estateInUse). */
  wineCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface EstateRow {
  id: string;
  name: string;
  producerName: string;
  producerType: ProducerType;
  address: string;
  emblemMediaId: string | null;
  wineCount: number;
  updatedAt: string;
}

/** The wine's e-label as the list and the form show it: where it is and whether it is public. */
export interface WineELabelState {
  sheetId: string;
  published: boolean;
  /** The public page's address (404 while not published). */
  publicUrl: string;
}

export interface Wine extends WineFields {
  id: string;
  /** The product the wine is: its seals, activations and consultations are the product's. */
  productId: string;
  estateName: string;
  eLabelState: WineELabelState | null;
  createdAt: string;
  updatedAt: string;
}

export interface WineRow {
  id: string;
  productId: string;
  name: string;
  vintage: number | null;
  estateId: string;
  estateName: string;
  colour: WineColour | null;
  type: WineType;
  region: string;
  appellation: string | null;
  gtin: string | null;
  eLabelState: WineELabelState | null;
  updatedAt: string;
}

const VIEW = ['viniconnect.view'] as const;

export const listEstates = defineMethod<ListResult<EstateRow>>()({
  model: 'estateModel',
  name: 'list',
  access: 'session',
  rights: VIEW,
  /** Search: name, producer's name, address. */
  input: listInput({ sort: ['name', 'producerName', 'updatedAt'], filters: z.object({}) }),
});

export const getEstate = defineMethod<Estate>()({
  model: 'estateModel',
  name: 'get',
  access: 'session',
  rights: VIEW,
  input: z.object({ estateId: zId }),
});

export const createEstate = defineMethod<Estate>()({
  model: 'estateModel',
  name: 'create',
  access: 'session',
  rights: VIEW,
  mutates: true,
  input: zEstateFields,
});

export const updateEstate = defineMethod<Estate>()({
  model: 'estateModel',
  name: 'update',
  access: 'session',
  rights: VIEW,
  mutates: true,
  input: zEstateFields.extend({ estateId: zId }),
});

/** Refused while wines name it (wine.estateInUse, params.count). */
export const removeEstate = defineMethod<{ removed: true }>()({
  model: 'estateModel',
  name: 'remove',
  access: 'session',
  rights: VIEW,
  mutates: true,
  input: z.object({ estateId: zId }),
});

export const listWines = defineMethod<ListResult<WineRow>>()({
  model: 'wineModel',
  name: 'list',
  access: 'session',
  rights: VIEW,
  /** Search: name, estate, appellation, region, GTIN. */
  input: listInput({
    sort: ['name', 'vintage', 'estate', 'updatedAt'],
    filters: z.object({
      colour: z.enum(WINE_COLOURS).optional(),
      type: z.enum(WINE_TYPES as [WineType, ...WineType[]]).optional(),
      estateId: zId.optional(),
    }),
  }),
});

export const getWine = defineMethod<Wine>()({
  model: 'wineModel',
  name: 'get',
  access: 'session',
  rights: VIEW,
  input: z.object({ wineId: zId }),
});

/**
 * Creates the wine and its product (title: the name and the vintage, in the wine's language) in
 * one transaction, with its e-label when given. The product's rules hold: GTIN valid and unused
 * (product.gtinUsed, unless `confirmGtinReuse`), SKU unused (product.skuUsed).
 */
export const createWine = defineMethod<Wine>()({
  model: 'wineModel',
  name: 'create',
  access: 'session',
  rights: ['viniconnect.view', 'prod.create'],
  mutates: true,
  input: zWineFields.safeExtend({ confirmGtinReuse: z.boolean().optional() }),
});

export const updateWine = defineMethod<Wine>()({
  model: 'wineModel',
  name: 'update',
  access: 'session',
  rights: ['viniconnect.view', 'prod.edit'],
  mutates: true,
  input: zWineFields.safeExtend({ wineId: zId, confirmGtinReuse: z.boolean().optional() }),
});

/** Deletes the wine, its e-label and its product; refused while the product is in use (product.inUse). */
export const removeWine = defineMethod<{ removed: true }>()({
  model: 'wineModel',
  name: 'remove',
  access: 'session',
  rights: ['viniconnect.view', 'prod.delete'],
  mutates: true,
  input: z.object({ wineId: zId }),
});

/** The QR code of the wine's e-label page, as a file to download (the e-label must exist). */
export const eLabelQr = defineMethod<{ fileName: string; contentType: string; base64: string }>()({
  model: 'wineModel',
  name: 'eLabelQr',
  access: 'session',
  rights: VIEW,
  input: z.object({ wineId: zId, format: z.enum(['svg', 'png']) }),
});
