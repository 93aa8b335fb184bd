import { z } from 'zod';
import { LIMITS, type Language } from '../constants';
import { zUrl } from '../validation';
import { defineMethod } from './define';
import type { MediaRow } from './media';
import { zId } from './id';
import type { ProductTexts } from './products-schema';

/**
 * CSV import in two calls, so the file travels once and stays out of the action log:
 * previewImport stores the file as a draft and answers what each row would do; startImport
 * queues the draft as a background job; getImport is polled for progress and the report.
 * Columns: PRODUCT_CSV_COLUMNS and docs/products-csv.md; GET /api/products/csv-template.
 */
export const IMPORT_STATUSES = ['draft', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Rows of a preview answered in full; the errors of every row are answered up to IMPORT_MAX_ERRORS. */
export const IMPORT_PREVIEW_ROWS = 100;
export const IMPORT_MAX_ERRORS = 1000;
export const GS1_MAX_BYTES = LIMITS.uploadBytes;

/** What is wrong with a row: `column` names the CSV column (empty for the row as a whole). */
export interface ImportIssue {
  column: string;
  key: string;
  params?: Record<string, unknown>;
}

export interface ImportRowError {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  issues: ImportIssue[];
}

export interface ImportPreviewRow {
  line: number;
  /** What the row would do: create a product, update one (found by SKU, else GTIN), or nothing. */
  action: 'create' | 'update' | 'skip';
  productId: string | null;
  /** The row's cells by column name, as read. */
  values: Record<string, string>;
  issues: ImportIssue[];
}

export interface ImportPreview {
  importId: string;
  total: number;
  valid: number;
  invalid: number;
  columns: string[];
  /** Header names that are not columns of the template; their cells are not read. */
  ignoredColumns: string[];
  rows: ImportPreviewRow[];
  errors: ImportRowError[];
}

export interface ImportReport {
  importId: string;
  status: ImportStatus;
  total: number;
  done: number;
  created: number;
  updated: number;
  failed: number;
  /** Rows skipped for their errors (the first IMPORT_MAX_ERRORS of them). */
  errors: ImportRowError[];
  /** 'product.partialImport' when some rows were imported and others skipped. */
  warning: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/**
 * Reads a CSV (UTF-8 text, `,` or `;`, at most 10 MB) and answers each row's outcome without
 * changing any product; the draft it keeps is recorded in the action log as a summary (file
 * name, size, rows, rows with errors), never the file. Refused: product.csvOnly (binary content,
 * a malformed quote with params { line }, or no template column in the header), common.tooLarge.
 */
export const previewImport = defineMethod<ImportPreview>()({
  model: 'productModel',
  name: 'previewImport',
  access: 'session',
  rights: ['prod.create', 'prod.edit'],
  input: z.object({ csv: z.string().min(1), fileName: z.string().trim().max(255).optional() }),
});

/**
 * Queues a previewed draft. Rows are checked again when the job runs; rows with errors are
 * skipped and reported, the others saved. Without confirmGtinReuse a row whose GTIN another
 * product has is an error (product.gtinUsed). A draft starts once (product.importStarted).
 */
export const startImport = defineMethod<ImportReport>()({
  model: 'productModel',
  name: 'startImport',
  access: 'session',
  rights: ['prod.create', 'prod.edit'],
  mutates: true,
  input: z.object({ importId: zId, confirmGtinReuse: z.boolean().default(false) }),
});

/** Progress and report of an import; polled by the progress bar until status is done or failed. */
export const getImport = defineMethod<ImportReport>()({
  model: 'productModel',
  name: 'getImport',
  access: 'session',
  rights: ['prod.create', 'prod.edit'],
  input: z.object({ importId: zId }),
});

/** Product fields read from a GS1 Web Vocabulary file, for the wizard to prefill. */
export interface Gs1Prefill {
  fields: {
    gtin?: string;
    texts: ProductTexts;
    brand?: string;
    targetCountry?: string;
    defaultLanguage?: Language;
  };
  /** The product image's address in the file; the image itself is uploaded to the media library. */
  imageUrl: string | null;
  /** What the file held but the product cannot take (other languages, an invalid GTIN...). */
  ignored: string[];
}

/**
 * Downloads the image a GS1 file names (imageUrl) into the media library, for the wizard to set
 * as the product image; needs prod.create or prod.edit. Refused: media.tooLarge (over 1 MB),
 * media.invalidImage (not PNG, JPEG, SVG or ICO by its content), media.importFailed with
 * params.reason: address (private, loopback or link-local after DNS), protocol, status,
 * redirects (more than 3), timeout (10 s for the whole download), network.
 */
export const importGs1Image = defineMethod<MediaRow>()({
  model: 'productModel',
  name: 'importGs1Image',
  access: 'session',
  rights: ['prod.view'],
  input: z.object({ url: zUrl.pipe(z.string().max(2000)) }),
});

/** Parses a gs1:Product JSON-LD text (at most 1 MB); refused with product.gs1Invalid when it is not one. */
export const parseGs1 = defineMethod<Gs1Prefill>()({
  model: 'productModel',
  name: 'parseGs1',
  access: 'session',
  rights: ['prod.view'],
  input: z.object({ json: z.string().min(1).max(GS1_MAX_BYTES) }),
});
