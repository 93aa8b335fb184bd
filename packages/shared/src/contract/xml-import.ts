import { z } from 'zod';
import { LIMITS } from '../constants';
import type { Right } from '../rights';
import type { CodeRequest } from './activation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Batch activation by XML file (spec 000 section 4: upload the file, verify the ranges, request the
 * security code, enter it, start, completion). The format, its schema and every error are in
 * docs/xml-activation.md.
 *
 * 1. POST /api/xml-import (multipart/form-data, one part `file`, at most 10 MB; secu.by_xml): the file
 *    is validated against the schema, each range verified, and the verified import stored. Answers
 *    `{ code: 0, data: XmlImport }` (status `verified`), or refuses the whole file: xmlImport.missingFile,
 *    xmlImport.schema (params.errors: line, column, message), xmlImport.tooManyRanges (params.max,
 *    params.count), xmlImport.noValidRange (params.ranges: every range with its problem),
 *    common.tooLarge.
 * 2. requestXmlImportCode e-mails a security code bound to that import.
 * 3. startXmlImport consumes the code and queues the activation job, once (xmlImport.started).
 * 4. getXmlImport is polled for progress, then read as the completion report.
 */
export const XML_IMPORT_RIGHTS = ['secu.by_xml'] as const satisfies readonly Right[];

export const XML_IMPORT_UPLOAD_URL = '/api/xml-import';

export const XML_IMPORT_LIMITS = {
  /** The transmission limit of spec 001 section 9. */
  bytes: LIMITS.transferBytes,
  /** More ranges in one file: xmlImport.tooManyRanges. */
  ranges: 1000,
  /** More seals in one range: that range is refused with xmlImport.overThreshold. */
  sealsPerRange: LIMITS.xmlAdvisedMaxSeals,
  /** More seals in one file: the user is warned before starting (spec 001: advised maximum). */
  advisedSeals: LIMITS.xmlAdvisedMaxSeals,
  /** Schema errors answered (the file may have many more). */
  schemaErrors: 20,
} as const;

export const XML_IMPORT_STATUSES = ['verified', 'queued', 'running', 'done', 'failed'] as const;
export type XmlImportStatus = (typeof XML_IMPORT_STATUSES)[number];

/**
 * A range of the file: `invalid` when verification found a problem (never activated), `pending`
 * until the job reaches it, then `activated`, or `failed` when the activation was refused at run
 * time (someone activated one of its seals meanwhile, the product was archived...).
 */
export const XML_RANGE_STATES = ['invalid', 'pending', 'activated', 'failed'] as const;
export type XmlRangeState = (typeof XML_RANGE_STATES)[number];

/** A catalogue error of one range: its code, its i18n key (`errors.<key>`) and the message's params. */
export interface XmlRangeProblem {
  code: number;
  key: string;
  params?: Record<string, unknown>;
}

export interface XmlImportRange {
  /** Its place in the file, from 1. */
  position: number;
  /** The line of the file its <range> starts on. */
  line: number;
  first: string;
  last: string;
  /** Seals of the range; 0 when its ends could not be read as one range. */
  count: number;
  /** How the file names the product: `productId`, `sku` or `gtin`, and the value. */
  productRef: { by: 'productId' | 'sku' | 'gtin'; value: string };
  product: { id: string; title: string } | null;
  dynamicData: Record<string, string>;
  targetCountry: string | null;
  deliveryDate: string | null;
  state: XmlRangeState;
  problem: XmlRangeProblem | null;
}

export interface XmlImport {
  importId: string;
  fileName: string | null;
  bytes: number;
  status: XmlImportStatus;
  ranges: XmlImportRange[];
  /** Seals of the ranges that verified: what starting would activate. */
  validSeals: number;
  validRanges: number;
  invalidRanges: number;
  /** True above XML_IMPORT_LIMITS.advisedSeals: the screen warns before the code is requested. */
  overAdvised: boolean;
  /** Progress: seals and ranges the job has gone through (activated or failed). */
  doneSeals: number;
  doneRanges: number;
  activatedSeals: number;
  activatedRanges: number;
  failedRanges: number;
  /** Set once a run ended without activating: xmlImport.noneActivated, or xmlImport.failed. */
  error: XmlRangeProblem | null;
  uploadedBy: { id: string; name: string };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One line of the list of past imports. */
export type XmlImportRow = Omit<XmlImport, 'ranges'>;

const zImport = z.object({ importId: zId });

export const getXmlImport = defineMethod<XmlImport>()({
  model: 'xmlImportModel',
  name: 'getXmlImport',
  access: 'session',
  rights: XML_IMPORT_RIGHTS,
  input: zImport,
});

/**
 * E-mails the caller a 6-digit code bound to this import (valid 10 minutes, 5 tries, single use);
 * writes the code (hashed) and queues its mail, a change recorded in the action log.
 * Refused: xmlImport.started once it has started, xmlImport.noValidRange, common.throttled.
 */
export const requestXmlImportCode = defineMethod<CodeRequest>()({
  model: 'xmlImportModel',
  name: 'requestXmlImportCode',
  access: 'session',
  rights: XML_IMPORT_RIGHTS,
  mutates: true,
  input: zImport,
});

/**
 * Checks the code, then queues the job that activates the verified ranges, range by range.
 * Refused: activation.invalidSecurityCode, activation.securityCodeExpired, xmlImport.started.
 */
export const startXmlImport = defineMethod<XmlImport>()({
  model: 'xmlImportModel',
  name: 'startXmlImport',
  access: 'session',
  rights: XML_IMPORT_RIGHTS,
  mutates: true,
  input: z.object({
    importId: zId,
    challengeId: zId,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
});

export const XML_IMPORT_SORT_FIELDS = ['createdAt', 'validSeals', 'activatedSeals'] as const;

/** The imports of the caller's seal scope, newest first; search matches the file name. */
export const findXmlImports = defineMethod<ListResult<XmlImportRow>>()({
  model: 'xmlImportModel',
  name: 'findXmlImports',
  access: 'session',
  rights: XML_IMPORT_RIGHTS,
  input: listInput({
    sort: XML_IMPORT_SORT_FIELDS,
    filters: z.object({ status: z.enum(XML_IMPORT_STATUSES).optional() }),
  }),
});
