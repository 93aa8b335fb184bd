import type { VatZone } from './statuses';

/**
 * Totals of priced lines (docs/trade.md). VAT is charged at each article's rate for a buyer in the
 * seller's country; a buyer elsewhere in the EU self-assesses it (reverse charge) and a buyer
 * outside the EU is exempt, so both are invoiced at 0 % with the mention of spec 001 section 9.
 * Tax is computed per rate on the sum of the lines at that rate and rounded to the cent, half away
 * from zero, as the EN 16931 VAT breakdown does (BR-CO-17).
 */
export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  /** Hundredths of a percent: 2000 = 20 %. */
  vatRateBp: number;
}

export interface ComputedTotals {
  exclTaxCents: number;
  taxCents: number;
  inclTaxCents: number;
  /** Per VAT rate actually applied: the base and the tax, as the invoice's VAT breakdown shows them. */
  byRate: { vatRateBp: number; baseCents: number; taxCents: number }[];
}

/** The rate applied to a line of a buyer in `zone` (null zone: the seller's country). */
export const appliedVatRateBp = (zone: VatZone | null, articleRateBp: number) =>
  zone === 'eu' || zone === 'non_eu' ? 0 : articleRateBp;

export const lineAmountCents = (line: Pick<PricedLine, 'quantity' | 'unitPriceCents'>) =>
  line.quantity * line.unitPriceCents;

const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

export function computeTotals(lines: readonly PricedLine[], zone: VatZone | null): ComputedTotals {
  const byRate = new Map<number, { baseCents: number; taxCents: number }>();
  for (const line of lines) {
    const rate = appliedVatRateBp(zone, line.vatRateBp);
    const entry = byRate.get(rate) ?? { baseCents: 0, taxCents: 0 };
    entry.baseCents += lineAmountCents(line);
    byRate.set(rate, entry);
  }
  const rates = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRateBp, { baseCents }]) => ({
      vatRateBp,
      baseCents,
      taxCents: roundHalfAway((baseCents * vatRateBp) / 10_000),
    }));
  const exclTaxCents = rates.reduce((sum, rate) => sum + rate.baseCents, 0);
  const taxCents = rates.reduce((sum, rate) => sum + rate.taxCents, 0);
  return { exclTaxCents, taxCents, inclTaxCents: exclTaxCents + taxCents, byRate: rates };
}

/** The VAT mention an invoice carries for the buyer's zone (spec 001 section 9); none at home. */
export type VatMention = 'reverseCharge' | 'exportExempt' | null;
export const vatMentionOf = (zone: VatZone | null): VatMention =>
  zone === 'eu' ? 'reverseCharge' : zone === 'non_eu' ? 'exportExempt' : null;
