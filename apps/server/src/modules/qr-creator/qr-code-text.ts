import type { QrLink, QrSymbology } from '@seal/shared/contract/qr-creator';
import { consultationUrl } from '../seals/reels-csv';

/** What every code of a set is made from (a set row, or the fields of one being previewed). */
export interface QrSetContent {
  link: QrLink;
  symbology: QrSymbology;
  /** GTIN-14 of the product, when it has one. */
  gtin: string | null;
  pageUrl: string | null;
}

/**
 * The text a code carries, for a product (reference null) or one seal of the set. The Digital Link
 * is this server's (docs/resolver-digital-link.md: /01/{gtin}/21/{reference} resolves to the
 * seal); a GS1 DataMatrix carries the same keys as element strings, FNC1 first.
 */
export function codeText(set: QrSetContent, origin: string, reference: string | null): string {
  if (set.symbology === 'gs1-datamatrix') return `(01)${set.gtin}${reference === null ? '' : `(21)${reference}`}`;
  if (set.link === 'digitalLink')
    return `${origin}/01/${set.gtin}${reference === null ? '' : `/21/${encodeURIComponent(reference)}`}`;
  // The product page, or the published e-label's page (qr-set-plan.ts found it when the set was made).
  if (set.link === 'productPage' || set.link === 'eLabel') return set.pageUrl!;
  return consultationUrl(origin, reference!);
}

/** GTIN-8, -12 and -13 as the 14 digits GS1 keys are written with. */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0');
