import { and, eq, isNull } from 'drizzle-orm';
import { PAY_STATUS, TRADE_STATUS } from '@seal/shared';
import type { Db } from '../client';
import { companySettings, tradeArticles, tradeQuotations as tradeQuotationsTable } from '../schema';
import { issueInvoice } from '../../modules/trade/invoices/issue-invoice';
import { changePayStatus, changeTradeStatus } from '../../modules/trade/orders/order-status';
import { createOrder } from '../../modules/trade/orders/create-order';
import { issueQuotation } from '../../modules/trade/quotations/issue-quotation';
import { findLines, insertQuotation } from '../../modules/trade/quotations/quotations.repository';
import { takeNumber } from '../../modules/trade/numbering';
import type { DemoOwner } from './demo-data';

/** The seller's catalogue of the demo (docs/trade.md): seals, reels, labels, a free kit and two services. */
export const DEMO_ARTICLES = [
  {
    code: 'SEAL-1000',
    kind: 'seal',
    names: {
      en: 'Security seals, box of 1,000',
      fr: 'Scellés de sécurité, boîte de 1 000',
      zh: '防伪封条，每盒 1000 枚',
    },
    unitPriceCents: 4500,
    vatRateBp: 2000,
    unitWeightGrams: 1200,
  },
  {
    code: 'REEL-5000',
    kind: 'seal',
    names: { en: 'Reel of 5,000 seals', fr: 'Bobine de 5 000 scellés', zh: '5000 枚封条卷' },
    unitPriceCents: 19_000,
    vatRateBp: 2000,
    unitWeightGrams: 5500,
  },
  {
    code: 'LABEL-100',
    kind: 'consumable',
    names: { en: 'Label sheets, pack of 100', fr: "Planches d'étiquettes, paquet de 100", zh: '标签纸，每包 100 张' },
    unitPriceCents: 2500,
    vatRateBp: 2000,
    unitWeightGrams: 800,
  },
  {
    code: 'SAMPLE-KIT',
    kind: 'consumable',
    names: { en: 'Sample kit', fr: "Kit d'échantillons", zh: '样品套装' },
    unitPriceCents: 0,
    vatRateBp: 2000,
    unitWeightGrams: 250,
  },
  {
    // Bought from licences/add only (docs/certicask.md): a quotation cannot ask for it.
    code: 'CASK-LICENCE',
    kind: 'service',
    names: {
      en: 'Cask certification licence, one year',
      fr: 'Licence de certification des fûts, un an',
      zh: '酒桶认证许可证，一年',
    },
    unitPriceCents: 12_000,
    vatRateBp: 2000,
    unitWeightGrams: 0,
  },
  {
    code: 'QR-DESIGN',
    kind: 'service',
    names: { en: 'QR code design', fr: 'Conception de QR code', zh: '二维码设计' },
    unitPriceCents: 15_000,
    vatRateBp: 2000,
    unitWeightGrams: 0,
  },
] as const;

/** The quotations of the demo account, in this order: its numbers are the year's first two. */
export const DEMO_QUOTATIONS = { requested: 1, issued: 2 } as const;

type Products = { chocolate: string; wine: string };

/**
 * Trade of a demo company: the catalogue (once for all accounts), its delivery address, one
 * requested quotation, one issued quotation ready to accept (Q<year>-000002 for the first demo
 * account: the browser journey accepts it), and orders in several statuses with their history
 * and invoices. The seeded orders have no files (no job queue runs while seeding).
 */
export async function seedTrade(tx: Db, demo: DemoOwner, products: Products, now: Date) {
  await tx
    .insert(tradeArticles)
    .values(DEMO_ARTICLES.map((article) => ({ ...article, names: { ...article.names } })))
    .onConflictDoNothing();
  const articles = Object.fromEntries(
    (await tx.select().from(tradeArticles)).map((article) => [article.code, article]),
  ) as Record<(typeof DEMO_ARTICLES)[number]['code'], typeof tradeArticles.$inferSelect>;
  const deliveryAddress = '12 Warehouse Lane, 93200 Saint-Denis, France';
  await tx
    .update(companySettings)
    .set({ deliveryAddress })
    .where(and(eq(companySettings.accountId, demo.accountId), isNull(companySettings.deliveryAddress)));

  const { accountId } = demo;
  const userId = demo.userIds.admin;
  const request = async (
    lines: {
      code: keyof typeof articles;
      productId?: string;
      quantity: number;
      qrType?: 'none' | 'digitalLinkQr' | 'digitalLinkDataMatrix';
    }[],
    description: string,
  ) =>
    insertQuotation(
      tx,
      {
        accountId,
        number: await takeNumber(tx, 'quotation', 'Q', now),
        description,
        deliveryAddress,
        requestedBy: userId,
        requestedAt: now,
      },
      lines.map((line, index) => ({
        lineNo: index + 1,
        articleId: articles[line.code].id,
        productId: line.productId ?? null,
        quantity: line.quantity,
        qrType: line.qrType ?? 'none',
        description: null,
      })),
    );

  await request(
    [{ code: 'REEL-5000', productId: products.wine, quantity: 4, qrType: 'digitalLinkQr' }],
    'Reels for the 2026 vintage',
  );
  const ready = await request(
    [
      { code: 'SEAL-1000', productId: products.chocolate, quantity: 5, qrType: 'digitalLinkQr' },
      { code: 'LABEL-100', quantity: 2 },
    ],
    'Seals for the spring chocolate range',
  );
  await issueQuotation(tx, { number: ready.number, now });

  const order = async (
    lines: { code: keyof typeof articles; productId?: string; quantity: number; qrType?: 'none' | 'digitalLinkQr' }[],
    description: string,
  ) => {
    const quotation = await request(lines, description);
    const issued = await issueQuotation(tx, { number: quotation.number, now });
    const priced = await findLines(tx, issued, 'en');
    const created = await createOrder(tx, null, {
      accountId,
      userId,
      quotationId: issued.id,
      description,
      deliveryAddress,
      vatZone: 'domestic',
      lines: priced.map((line) => ({
        ...line,
        unitPriceCents: line.unitPriceCents ?? 0,
        vatRateBp: line.vatRateBp ?? 0,
      })),
      now,
    });
    await tx
      .update(tradeQuotationsTable)
      .set({ status: 'accepted', decidedBy: userId, decidedAt: now, orderId: created.id })
      .where(eq(tradeQuotationsTable.id, issued.id));
    if (created.totalInclCents) await issueInvoice(tx, { accountId: accountId, orderId: created.id, at: now });
    return created.id;
  };
  const seller = (orderId: string) => ({ accountId, orderId, actor: 'seller' as const });

  await order([{ code: 'LABEL-100', quantity: 4 }], 'Labels for the shop');
  const working = await order(
    [{ code: 'SEAL-1000', productId: products.chocolate, quantity: 10, qrType: 'digitalLinkQr' }],
    'Seals for the autumn range',
  );
  await changePayStatus(tx, { ...seller(working), to: PAY_STATUS.paid, note: 'bank transfer' });
  await changeTradeStatus(tx, { ...seller(working), to: TRADE_STATUS.ready });
  const shipped = await order([{ code: 'QR-DESIGN', quantity: 1 }], 'QR code design for the wine labels');
  await changePayStatus(tx, { ...seller(shipped), to: PAY_STATUS.paid, note: 'bank transfer' });
  await changeTradeStatus(tx, { ...seller(shipped), to: TRADE_STATUS.ready });
  await changeTradeStatus(tx, { ...seller(shipped), to: TRADE_STATUS.shipped });
  const cancelled = await order([{ code: 'REEL-5000', quantity: 1 }], 'Reel ordered twice');
  await changeTradeStatus(tx, {
    accountId,
    orderId: cancelled,
    to: TRADE_STATUS.cancelled,
    actor: 'user',
    userId,
    note: 'Ordered twice',
  });
  await order([{ code: 'SAMPLE-KIT', quantity: 1 }], 'Free sample kit');
}
