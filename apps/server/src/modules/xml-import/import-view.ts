import {
  XML_IMPORT_LIMITS,
  type XmlImport,
  type XmlImportRange,
  type XmlImportRow,
} from '@seal/shared/contract/xml-import';
import type { ImportWithUploader, NewRange, RangeRecord, RangeWithTitle } from './xml-import.repository';

/** What the methods answer of an import, without its ranges (the list's rows). */
export function toImportRow({ record, uploaderName }: ImportWithUploader): XmlImportRow {
  return {
    importId: record.id,
    fileName: record.fileName,
    bytes: record.bytes,
    status: record.status,
    validSeals: record.validSeals,
    validRanges: record.validRanges,
    invalidRanges: record.rangeCount - record.validRanges,
    overAdvised: record.validSeals > XML_IMPORT_LIMITS.advisedSeals,
    doneSeals: record.doneSeals,
    doneRanges: record.doneRanges,
    activatedSeals: record.activatedSeals,
    activatedRanges: record.activatedRanges,
    failedRanges: record.failedRanges,
    error: record.error ?? null,
    uploadedBy: { id: record.uploadedBy, name: uploaderName },
    createdAt: record.createdAt.toISOString(),
    startedAt: record.startedAt?.toISOString() ?? null,
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}

export function toImportView(found: ImportWithUploader, ranges: readonly RangeWithTitle[]): XmlImport {
  return { ...toImportRow(found), ranges: ranges.map(({ range, productTitle }) => toRangeView(range, productTitle)) };
}

export function toRangeView(
  range: Omit<RangeRecord, 'importId' | 'accountId'> | NewRange,
  productTitle: string | null,
): XmlImportRange {
  return {
    position: range.position,
    line: range.line,
    first: range.firstReference,
    last: range.lastReference,
    count: range.count,
    productRef: { by: range.productBy, value: range.productValue },
    product: range.productId ? { id: range.productId, title: productTitle ?? '' } : null,
    dynamicData: range.dynamicData ?? {},
    targetCountry: range.targetCountry ?? null,
    deliveryDate: range.deliveryDate ?? null,
    state: range.state,
    problem: range.problem ?? null,
  };
}
