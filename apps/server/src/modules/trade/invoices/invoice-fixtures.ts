import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { VatZone } from '@seal/shared';
import type { Db } from '../../../db/client';
import { companySettings, tradeOrderLines, tradeOrders } from '../../../db/schema';
import { insertArticle } from '../test-support';
import { claimOrderNumber } from '../orders/orders.repository';

/**
 * Test fixtures of the invoices: an order as trade-orders makes one when a quotation is accepted
 * (priced lines, the buyer's VAT zone), written straight to the tables.
 */
export interface FixtureLine {
  kind?: 'seal' | 'consumable' | 'service';
  quantity: number;
  unitPriceCents: number;
  vatRateBp?: number;
  productId?: string | null;
  description?: string | null;
}

export async function createOrderFixture(
  db: Db,
  accountId: string,
  options: { zone?: VatZone; type?: 0 | 1 | 2; lines?: FixtureLine[]; number?: string } = {},
): Promise<{ orderId: string; number: string }> {
  const lines = options.lines ?? [
    { kind: 'seal', quantity: 1000, unitPriceCents: 12, vatRateBp: 2000 },
    { kind: 'service', quantity: 1, unitPriceCents: 15_000, vatRateBp: 2000, description: 'Set-up of the QR codes' },
  ];
  const number = options.number ?? `O2026-${randomUUID().slice(0, 6)}`;
  const [order] = await db
    .insert(tradeOrders)
    .values({ accountId, number, type: options.type ?? 2, vatZone: options.zone ?? 'domestic' })
    .returning({ id: tradeOrders.id });
  await claimOrderNumber(db, { id: order!.id, accountId, number });
  let lineNo = 0;
  for (const line of lines) {
    const article = await insertArticle(db, {
      kind: line.kind ?? 'seal',
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp ?? 2000,
    });
    lineNo += 1;
    await db.insert(tradeOrderLines).values({
      orderId: order!.id,
      accountId,
      lineNo,
      articleId: article.id,
      productId: line.productId ?? null,
      quantity: line.quantity,
      qrType: 'none',
      description: line.description ?? null,
      unitPriceCents: line.unitPriceCents,
      vatRateBp: line.vatRateBp ?? 2000,
    });
  }
  return { orderId: order!.id, number };
}

/** Sets the buyer's company settings: zone, country and VAT number. */
export async function setBuyerCompany(
  db: Db,
  accountId: string,
  buyer: { vatZone: VatZone; country: string | null; vatNumber: string | null; businessName?: string },
) {
  await db
    .update(companySettings)
    .set({
      vatZone: buyer.vatZone,
      country: buyer.country,
      vatNumber: buyer.vatNumber,
      ...(buyer.businessName ? { businessName: buyer.businessName } : {}),
    })
    .where(eq(companySettings.accountId, accountId));
}
