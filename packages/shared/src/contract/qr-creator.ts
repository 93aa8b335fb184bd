import { z } from 'zod';
import { zReferenceText } from './activation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * The QR creator (/security/qrcreator, secu.qr_creator; docs/qr-creator.md): sets of QR codes
 * or DataMatrix codes for a product of the account or for a range of its seals, downloaded as
 * SVG, PNG or a print-ready A4 PDF sheet (REST: /api/qr-creator/sets/:id/...).
 */

/** A set holds at most this many codes: a 10,000-code sheet prints in a few seconds (bench/qr-sheet.mjs). */
export const QR_SET_MAX_CODES = 10_000;
export const QR_SET_NAME_MAX = 100;
export const QR_LABEL_MAX = 60;

export const QR_SYMBOLOGIES = ['qr', 'gs1-datamatrix', 'datamatrix'] as const;
export type QrSymbology = (typeof QR_SYMBOLOGIES)[number];

/** What the codes are for: copies of one product's code, or one code per seal of a range. */
export const QR_TARGETS = ['product', 'seals'] as const;
export type QrTarget = (typeof QR_TARGETS)[number];

/**
 * What a code carries: the GS1 Digital Link of the product (with the seal's reference as serial
 * for seals; needs a GTIN), the product's page URL, its published e-label, or the consultation of the seal. A GS1
 * DataMatrix carries the same identity as GS1 element strings: (01) GTIN and (21) reference.
 */
export const QR_LINKS = ['digitalLink', 'productPage', 'consultation', 'eLabel'] as const;
export type QrLink = (typeof QR_LINKS)[number];
export const QR_LINKS_OF: Record<QrTarget, readonly QrLink[]> = {
  /** `eLabel`: the product's published e-label page (/n/<publicId>: a nutrition sheet, or a wine's e-label). */
  product: ['digitalLink', 'productPage', 'eLabel'],
  seals: ['consultation', 'digitalLink'],
};

/** Size of one module in millimetres, and the light margin around a code in modules. */
export const QR_MODULE_MM = { min: 0.25, max: 2, default: 0.5 } as const;
export const QR_QUIET_ZONE = { min: 0, max: 10, default: 4 } as const;

const REQUIRED = 'validation.required';

export const zQrSetFields = z
  .object({
    name: z.string().trim().min(1, { message: REQUIRED }).max(QR_SET_NAME_MAX, { message: 'validation.tooLong' }),
    target: z.enum(QR_TARGETS),
    link: z.enum(QR_LINKS),
    /** The product (target product), or the product whose GTIN a seal's Digital Link carries. */
    productId: zId.nullish(),
    /** How many copies of a product's code the sheet prints. */
    copies: z.number().int().min(1).max(QR_SET_MAX_CODES).default(1),
    /** The first and last seals of the range (one reel of the account), as printed. */
    firstReference: zReferenceText.nullish(),
    lastReference: zReferenceText.nullish(),
    symbology: z.enum(QR_SYMBOLOGIES).default('qr'),
    moduleMm: z.number().min(QR_MODULE_MM.min).max(QR_MODULE_MM.max).default(QR_MODULE_MM.default),
    quietZone: z.number().int().min(QR_QUIET_ZONE.min).max(QR_QUIET_ZONE.max).default(QR_QUIET_ZONE.default),
    /** Printed under each code; a seal's reference follows it when `labelReference`. */
    labelText: z.string().trim().max(QR_LABEL_MAX, { message: 'validation.tooLong' }).default(''),
    labelReference: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!QR_LINKS_OF[value.target].includes(value.link))
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'validation.choice' });
    const needsProduct = value.target === 'product' || value.link === 'digitalLink';
    if (needsProduct && !value.productId) ctx.addIssue({ code: 'custom', path: ['productId'], message: REQUIRED });
    if (value.target === 'seals') {
      if (!value.firstReference) ctx.addIssue({ code: 'custom', path: ['firstReference'], message: REQUIRED });
      if (!value.lastReference) ctx.addIssue({ code: 'custom', path: ['lastReference'], message: REQUIRED });
    }
  });
export type QrSetFields = z.output<typeof zQrSetFields>;

export interface QrSetRow {
  id: string;
  name: string;
  target: QrTarget;
  link: QrLink;
  productId: string | null;
  /** The product's title, null for a range without product. */
  productTitle: string | null;
  /** For seals: the first and last references of the range. */
  firstReference: string | null;
  lastReference: string | null;
  symbology: QrSymbology;
  codeCount: number;
  downloads: number;
  createdAt: string;
}

/** A product the creator may make codes for (the user's product scope, not archived). */
export interface QrProductOption {
  id: string;
  title: string;
  gtin: string | null;
  hasProductPage: boolean;
  /** It has a published e-label (a nutrition sheet or a wine's), which the `eLabel` link carries. */
  hasELabel: boolean;
}

export const list = defineMethod<ListResult<QrSetRow>>()({
  model: 'qrCreatorModel',
  name: 'list',
  access: 'session',
  rights: ['secu.qr_creator'],
  input: listInput({
    sort: ['createdAt', 'name', 'codeCount'],
    filters: z.object({ target: z.enum(QR_TARGETS).optional() }),
  }),
});

/**
 * The first code of a set not yet created, checked as `create` checks it: what it carries and its
 * SVG (the creator's live preview).
 */
export const preview = defineMethod<{ content: string; svg: string; codeCount: number }>()({
  model: 'qrCreatorModel',
  name: 'preview',
  access: 'session',
  rights: ['secu.qr_creator'],
  input: zQrSetFields,
});

export const create = defineMethod<QrSetRow>()({
  model: 'qrCreatorModel',
  name: 'create',
  access: 'session',
  rights: ['secu.qr_creator'],
  mutates: true,
  input: zQrSetFields,
});

export const remove = defineMethod<{ removed: true }>()({
  model: 'qrCreatorModel',
  name: 'remove',
  access: 'session',
  rights: ['secu.qr_creator'],
  mutates: true,
  input: z.object({ setId: zId }),
});

/** Products of the user's scope, searched by title or GTIN: the creator's product choice. */
export const productOptions = defineMethod<QrProductOption[]>()({
  model: 'qrCreatorModel',
  name: 'productOptions',
  access: 'session',
  rights: ['secu.qr_creator'],
  input: z.object({ search: z.string().trim().max(100).optional(), productId: zId.optional() }),
});

/** The REST downloads of a set (GET, session cookie, secu.qr_creator). `index` picks a code (0: the first). */
export const qrDownloadPath = (setId: string, file: 'code.svg' | 'code.png' | 'sheet.pdf', index?: number) =>
  `/api/qr-creator/sets/${setId}/${file}${index === undefined ? '' : `?index=${index}`}`;
