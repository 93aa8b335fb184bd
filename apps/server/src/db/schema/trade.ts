import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ARTICLE_KINDS, PAY_STATUS, QR_TYPES, QUOTATION_STATUSES, TRADE_STATUS, VAT_ZONES } from '@seal/shared';
import { bytea } from './media';
import { tenantAccountId } from './organisation';
import { products } from './products';
import { users } from './users';

/**
 * Trade (docs/trade.md). The seller's catalogue and the accounts' price lists are kept by the
 * operator (`npm run trade`); quotations and orders belong to an account; invoices are numbered
 * without gaps per year across all accounts (trade_counters, taken in the issuing transaction) and
 * never changed once issued: a credit note corrects one. Money is in euro cents, VAT rates in
 * hundredths of a percent (2000 = 20 %).
 */
export const tradeArticles = pgTable('trade_articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ARTICLE_KINDS }).notNull(),
  /** The article's name in each console language: { en, fr, zh }. */
  names: jsonb('names').$type<Record<'en' | 'fr' | 'zh', string>>().notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  vatRateBp: integer('vat_rate_bp').notNull(),
  /** Grams per unit, for the delivery note; 0 for a service. */
  unitWeightGrams: integer('unit_weight_grams').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An account's own price for an article, replacing the catalogue's. */
export const tradePrices = pgTable(
  'trade_prices',
  {
    accountId: tenantAccountId(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => tradeArticles.id),
    unitPriceCents: integer('unit_price_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.articleId] })],
);

/** Yearly counters of the documents' numbers (quotation, order, invoice), taken in the writing transaction. */
export const tradeCounters = pgTable(
  'trade_counters',
  {
    /** What is numbered: trade documents, and cask certification's licences and certificates. */
    name: text('name', { enum: ['quotation', 'order', 'invoice', 'licence', 'certificate'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.year] })],
);

const lineColumns = () => ({
  accountId: tenantAccountId(),
  lineNo: smallint('line_no').notNull(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => tradeArticles.id),
  productId: uuid('product_id'),
  quantity: integer('quantity').notNull(),
  qrType: text('qr_type', { enum: QR_TYPES }).notNull(),
  description: text('description'),
  unitPriceCents: integer('unit_price_cents'),
  vatRateBp: integer('vat_rate_bp'),
  weightGrams: integer('weight_grams'),
});

const totalColumns = () => ({
  totalExclCents: integer('total_excl_cents'),
  taxCents: integer('tax_cents'),
  totalInclCents: integer('total_incl_cents'),
});

export const tradeQuotations = pgTable(
  'trade_quotations',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    number: text('number').notNull(),
    status: text('status', { enum: QUOTATION_STATUSES }).notNull().default('requested'),
    description: text('description'),
    deliveryAddress: text('delivery_address'),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refusalReason: text('refusal_reason'),
    orderId: uuid('order_id'),
    ...totalColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Unique across accounts through global_keys; here, within the account.
    unique('trade_quotations_number_unique').on(t.accountId, t.number),
    foreignKey({
      name: 'trade_quotations_requested_by_fk',
      columns: [t.accountId, t.requestedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    foreignKey({
      name: 'trade_quotations_decided_by_fk',
      columns: [t.accountId, t.decidedBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('trade_quotations_account_idx').on(t.accountId, t.requestedAt),
  ],
);

export const tradeQuotationLines = pgTable(
  'trade_quotation_lines',
  {
    quotationId: uuid('quotation_id').notNull(),
    ...lineColumns(),
  },
  (t) => [
    foreignKey({
      name: 'trade_quotation_lines_quotation_id_fk',
      columns: [t.accountId, t.quotationId],
      foreignColumns: [tradeQuotations.accountId, tradeQuotations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_quotation_lines_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    primaryKey({ columns: [t.accountId, t.quotationId, t.lineNo] }),
  ],
);

export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    number: text('number').notNull(),
    type: smallint('type').notNull(),
    quotationId: uuid('quotation_id'),
    description: text('description'),
    deliveryAddress: text('delivery_address'),
    vatZone: text('vat_zone', { enum: VAT_ZONES }),
    payStatus: smallint('pay_status').notNull().default(PAY_STATUS.unpaid),
    tradeStatus: smallint('trade_status').notNull().default(TRADE_STATUS.new),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...totalColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Unique across accounts through global_keys; here, within the account.
    unique('trade_orders_number_unique').on(t.accountId, t.number),
    foreignKey({
      name: 'trade_orders_quotation_id_fk',
      columns: [t.accountId, t.quotationId],
      foreignColumns: [tradeQuotations.accountId, tradeQuotations.id],
    }),
    foreignKey({
      name: 'trade_orders_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('trade_orders_account_idx').on(t.accountId, t.createdAt),
    check('trade_orders_type_check', sql`${t.type} between 0 and 2`),
    check('trade_orders_pay_status_check', sql`${t.payStatus} between 0 and 5`),
    check('trade_orders_trade_status_check', sql`${t.tradeStatus} between 0 and 4`),
  ],
);

export const tradeOrderLines = pgTable(
  'trade_order_lines',
  {
    orderId: uuid('order_id').notNull(),
    ...lineColumns(),
    lineStatus: smallint('line_status').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'trade_order_lines_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_order_lines_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    primaryKey({ columns: [t.accountId, t.orderId, t.lineNo] }),
  ],
);

/**
 * Every change of an order's pay or trade status: who (a user, the seller or the payment provider)
 * and when. `position` numbers an order's changes 1, 2, 3... in the order they were written (each
 * takes the order's last one plus one, the order's row locked: writeStatus): the history reads them
 * in that order, as changes written in one transaction may share their time.
 */
export const tradeOrderStatusChanges = pgTable(
  'trade_order_status_changes',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    field: text('field', { enum: ['pay', 'trade'] }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    byUserId: uuid('by_user_id'),
    byActor: text('by_actor', { enum: ['user', 'seller', 'payment'] }).notNull(),
    note: text('note'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'trade_order_status_changes_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trade_order_status_changes_by_user_id_fk',
      columns: [t.accountId, t.byUserId],
      foreignColumns: [users.accountId, users.id],
    }),
    index('trade_order_status_changes_order_idx').on(t.orderId, t.at),
    unique('trade_order_status_changes_position_key').on(t.accountId, t.orderId, t.position),
  ],
);

/** The files of an order, prepared by a job: `content` and `ready_at` stay null until it is done. */
export const tradeOrderFiles = pgTable(
  'trade_order_files',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    content: bytea('content'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'trade_order_files_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }).onDelete('cascade'),
    index('trade_order_files_order_idx').on(t.orderId),
  ],
);

/**
 * Issued invoices and credit notes, frozen: the buyer, the seller and the lines as they were, the
 * PDF (a Factur-X PDF/A-3 with its EN 16931 XML) and the XML. Numbers `F<year>-<seq>`; (year, seq)
 * unique and without gaps.
 */
export const tradeInvoices = pgTable(
  'trade_invoices',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** On a credit note: the invoice it cancels (one credit note per invoice), and why. */
    correctsInvoiceId: uuid('corrects_invoice_id'),
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    vatZone: text('vat_zone', { enum: VAT_ZONES }).notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    lines: jsonb('lines').notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalInclCents: integer('total_incl_cents').notNull(),
    pdf: bytea('pdf').notNull(),
    xml: text('xml').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Unique across accounts through global_keys; here, within the account.
    unique('trade_invoices_number_unique').on(t.accountId, t.number),
    foreignKey({
      name: 'trade_invoices_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }),
    unique('trade_invoices_year_seq_key').on(t.accountId, t.year, t.seq),
    uniqueIndex('trade_invoices_corrects_idx').on(t.accountId, t.correctsInvoiceId),
    index('trade_invoices_account_idx').on(t.accountId, t.issuedAt),
  ],
);

export const tradePayments = pgTable(
  'trade_payments',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider', { enum: ['bankTransfer', 'stripe'] }).notNull(),
    /** The provider's id of the checkout (Stripe's Checkout Session id); null for a bank transfer. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['open', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    /** The hosted page the brand pays on, offered again while it is open; null for a bank transfer. */
    checkoutUrl: text('checkout_url'),
    /** When the provider closes the hosted page unpaid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Found by the provider's notification through global_keys; here, within the account.
    unique('trade_payments_provider_ref_unique').on(t.accountId, t.providerRef),
    foreignKey({
      name: 'trade_payments_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }),
    index('trade_payments_order_idx').on(t.orderId),
  ],
);

/** Provider notifications already handled: a webhook delivered twice is worked once. */
export const tradePaymentEvents = pgTable(
  'trade_payment_events',
  {
    provider: text('provider', { enum: ['stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the notification did: applied (a status changed), ignored (nothing to do), refused (an
     * unknown checkout, another amount, or money for an order no longer payable: see `note`).
     */
    outcome: text('outcome', { enum: ['applied', 'ignored', 'refused'] }).notNull(),
    /** The order it was about, when known. */
    orderId: uuid('order_id'),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
