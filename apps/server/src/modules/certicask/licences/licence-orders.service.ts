import { eq } from 'drizzle-orm';
import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import {
  LICENCE_ARTICLE_CODE,
  LICENCE_ORDER_MAX,
  LICENCE_VALIDITY_DAYS,
  type BillingFields,
} from '@seal/shared/certicask/licences';
import type * as contract from '@seal/shared/contract/certicask';
import type { LicenceOffer, LicenceOrderRow, LicencePayment } from '@seal/shared/contract/certicask';
import type { Db } from '../../../db/client';
import { companySettings, users } from '../../../db/schema';
import { inAccount } from '../../../db/tenant-scope';
import type { SessionCallContext } from '../../../rpc/context';
import { findArticles } from '../../trade/catalogue/catalogue.repository';
import { issueInvoice } from '../../trade/invoices/issue-invoice';
import { invoiceSellerFrom } from '../../trade/invoices/invoice-seller';
import { createOrder } from '../../trade/orders/create-order';
import { startPayment } from '../../trade/payments/payments.service';
import { vatZoneOfBuyer } from '../../trade/vat-zone';
import * as repo from './licence-orders.repository';

type In<C> = ParsedInputOf<C>;

/** What the order and its invoice call the licences. */
export const LICENCE_ORDER_DESCRIPTION = 'Cask certification licences';

/** The licence article with the account's price, when it is on sale: active, at a price above 0. */
async function licenceArticle(db: Db, accountId: string) {
  const article = (await findArticles(db, accountId)).find((row) => row.code === LICENCE_ARTICLE_CODE);
  return article && article.accountPriceCents > 0 ? article : undefined;
}

/** The billing fields the company settings (and the user's e-mail) already know. */
async function knownBilling(db: Db, accountId: string, userId: string): Promise<Partial<BillingFields>> {
  const [settings] = await db.select().from(companySettings).where(eq(companySettings.accountId, accountId));
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(inAccount(users, accountId, eq(users.id, userId)));
  const fields: Partial<Record<keyof BillingFields, string | null | undefined>> = {
    companyName: settings?.businessName,
    address: settings?.headOfficeAddress,
    postalCode: settings?.postalCode,
    town: settings?.town,
    country: settings?.country?.toUpperCase(),
    vatNumber: settings?.vatNumber,
    email: user?.email,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value)) as Partial<BillingFields>;
}

const sellerCountry = () => invoiceSellerFrom().countryCode;

/** licenceModel.offer: the price, VAT, providers and billing fields to start a purchase from. */
export async function licenceOffer(ctx: SessionCallContext): Promise<LicenceOffer> {
  const article = await licenceArticle(ctx.db, ctx.session.accountId);
  const billing = await knownBilling(ctx.db, ctx.session.accountId, ctx.session.userId);
  const [settings] = await ctx.db
    .select({ vatZone: companySettings.vatZone })
    .from(companySettings)
    .where(eq(companySettings.accountId, ctx.session.accountId));
  return {
    unitPriceCents: article?.accountPriceCents ?? null,
    vatRateBp: article?.vatRateBp ?? 0,
    vatZone: billing.country
      ? vatZoneOfBuyer({ country: billing.country, vatNumber: billing.vatNumber ?? null }, sellerCountry())
      : (settings?.vatZone ?? 'domestic'),
    validityDays: LICENCE_VALIDITY_DAYS,
    maxQuantity: LICENCE_ORDER_MAX,
    providers: ctx.services.payments.offered,
    billing,
  };
}

/**
 * licenceModel.buy, in the method's one transaction (docs/certicask.md "Buying"): the trade order
 * (a service purchase of one line at the account's price), the licence order, the invoice billed to
 * the given fields, then the payment's start. A provider that fails rolls all of it back.
 */
export async function buyLicences(ctx: SessionCallContext, input: In<typeof contract.buyLicences>) {
  const { accountId, userId } = ctx.session;
  const article = await licenceArticle(ctx.db, accountId);
  if (!article) throw new AppError(ERRORS.certicask.licenceUnavailable);
  if (!ctx.services.payments.get(input.provider)) throw new AppError(ERRORS.trade.paymentUnavailable);
  const now = ctx.services.now();
  const { billing } = input;
  const vatZone = vatZoneOfBuyer(billing, sellerCountry());
  const order = await createOrder(ctx.db, null, {
    accountId,
    userId,
    quotationId: null,
    description: LICENCE_ORDER_DESCRIPTION,
    // A service: nothing is delivered.
    deliveryAddress: null,
    vatZone,
    lines: [
      {
        lineNo: 1,
        articleId: article.id,
        productId: null,
        quantity: input.quantity,
        qrType: 'none',
        description: LICENCE_ORDER_DESCRIPTION,
        unitPriceCents: article.accountPriceCents,
        vatRateBp: article.vatRateBp,
        weightGrams: article.unitWeightGrams * input.quantity,
        articleCode: article.code,
        articleNames: article.names,
        articleKind: article.kind,
        productTitle: null,
        productGtin: null,
      },
    ],
    now,
  });
  await repo.insertLicenceOrder(ctx.db, {
    orderId: order.id,
    accountId,
    quantity: input.quantity,
    billing,
    createdBy: userId,
    createdAt: now,
  });
  const invoice = await issueInvoice(ctx.db, {
    accountId: ctx.session.accountId,
    orderId: order.id,
    at: now,
    buyer: {
      name: billing.companyName,
      address: billing.address,
      postalCode: billing.postalCode,
      town: billing.town,
      region: null,
      countryCode: billing.country,
      vatNumber: billing.vatNumber,
      registerNumbers: null,
    },
  });
  const payment: LicencePayment = await startPayment(ctx, { orderId: order.id, provider: input.provider });
  ctx.audit({
    targetId: order.id,
    after: { order: order.number, invoice: invoice.number, quantity: input.quantity, vatZone, billing },
  });
  return { orderId: order.id, orderNumber: order.number, payment };
}

/**
 * licenceModel.pay: starts the payment of a licence order still awaiting it again (a checkout
 * left, a transfer to redo). A cancelled order answers certicask.orderCancelled; a paid one
 * trade.nothingToPay.
 */
export async function payLicenceOrder(
  ctx: SessionCallContext,
  input: In<typeof contract.payLicenceOrder>,
): Promise<LicencePayment> {
  const order = await repo.findLicenceOrder(ctx.db, ctx.session.accountId, input.orderId);
  if (!order) throw new AppError(ERRORS.common.notFound);
  if (order.state === 'cancelled') throw new AppError(ERRORS.certicask.orderCancelled);
  if (order.state === 'validated') throw new AppError(ERRORS.trade.nothingToPay);
  return startPayment(ctx, input);
}

const toRow = (order: repo.LicenceOrderRecord): LicenceOrderRow => ({
  id: order.orderId,
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  state: order.state,
  payStatus: order.payStatus as LicenceOrderRow['payStatus'],
  tradeStatus: order.tradeStatus as LicenceOrderRow['tradeStatus'],
  quantity: order.quantity,
  totalInclCents: order.totalInclCents,
  billing: order.billing,
  invoice: order.invoice,
  creditNote: order.creditNote,
  createdAt: new Date(order.createdAt).toISOString(),
  validatedAt: order.validatedAt ? new Date(order.validatedAt).toISOString() : null,
});

/** licenceModel.orders: the account's licence orders, newest first. */
export async function listLicenceOrders(
  ctx: SessionCallContext,
  input: In<typeof contract.listLicenceOrders>,
): Promise<ListResult<LicenceOrderRow>> {
  const page = await repo.listLicenceOrders(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    state: input.filters.state,
    sort: input.sort,
  });
  return { total: page.total, rows: page.rows.map(toRow) };
}
