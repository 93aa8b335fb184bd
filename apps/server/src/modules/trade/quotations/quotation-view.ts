import type { Language, QuotationStatus } from '@seal/shared';
import type { Quotation, QuotationRow } from '@seal/shared/contract/trade';
import type { Db } from '../../../db/client';
import { isoOrNull, toTotals, toTradeLine } from '../trade-lines';
import * as repo from './quotations.repository';

/** An issued quotation past its validity reads as expired, whether or not its row says so yet. */
export const effectiveStatus = (row: repo.QuotationRecord, now: Date): QuotationStatus =>
  row.status === 'issued' && row.validUntil && row.validUntil.getTime() < now.getTime() ? 'expired' : row.status;

export const toQuotationRow = (row: repo.QuotationRecord, requestedBy: string, now: Date): QuotationRow => ({
  id: row.id,
  number: row.number,
  status: effectiveStatus(row, now),
  description: row.description,
  requestedAt: row.requestedAt.toISOString(),
  requestedBy,
  issuedAt: isoOrNull(row.issuedAt),
  validUntil: isoOrNull(row.validUntil),
  decidedAt: isoOrNull(row.decidedAt),
  totals: toTotals(row),
  orderId: row.orderId,
});

/** The whole quotation as the contract shows it. */
export async function quotationView(
  db: Db,
  row: repo.QuotationRecord,
  language: Language,
  now: Date,
): Promise<Quotation> {
  const lines = await repo.findLines(db, row, language);
  return {
    ...toQuotationRow(row, await repo.requesterName(db, row), now),
    lines: lines.map((line) => toTradeLine(line, language)),
    deliveryAddress: row.deliveryAddress,
    hasPdf: row.issuedAt !== null,
  };
}
