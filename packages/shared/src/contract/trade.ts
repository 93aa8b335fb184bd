import { z } from 'zod';
import {
  QR_TYPES,
  QUOTATION_STATUSES,
  type ArticleKind,
  type OrderType,
  type PayStatus,
  type QrType,
  type QuotationStatus,
  type TradeStatus,
  type VatZone,
} from '../trade/statuses';
import { zConfirmation, type CodeRequest } from './activation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Trade (docs/trade.md): a brand requests a quotation for seals, consumables or a service, with an
 * e-mailed code; the seller (an operator command) prices and issues it; the brand accepts it,
 * which makes an order with its invoice, or refuses it. Orders are paid by bank transfer or a
 * hosted checkout, and worked through by the seller until shipped. Money is in euro cents.
 */
export const TRADE_DESCRIPTION_MAX = 500;
export const TRADE_LINES_MAX = 50;
export const TRADE_QUANTITY_MAX = 10_000_000;
export const CURRENCY = 'EUR';

const zDescription = z
  .string()
  .trim()
  .max(TRADE_DESCRIPTION_MAX)
  .nullish()
  .transform((value) => value || null);

/** One line of a request (spec 001 section 5): what is bought, for which product, how many, with which code. */
export const zRequestLine = z.object({
  articleId: zId,
  /** The brand's product the seals or codes are for; required when the QR type is not `none`. */
  productId: zId.nullish().transform((value) => value ?? null),
  quantity: z.number().int().min(1).max(TRADE_QUANTITY_MAX),
  qrType: z.enum(QR_TYPES),
  description: zDescription,
});
export type RequestLine = z.input<typeof zRequestLine>;

export const zQuotationRequest = z.object({
  lines: z.array(zRequestLine).min(1).max(TRADE_LINES_MAX),
  description: zDescription,
  /** The terms of sale, which must be accepted. */
  termsAccepted: z.literal(true),
});
export type QuotationRequest = z.input<typeof zQuotationRequest>;

export interface TradeLine {
  lineNo: number;
  article: { id: string; code: string; name: string; kind: ArticleKind };
  product: { id: string; title: string; gtin: string | null } | null;
  quantity: number;
  qrType: QrType;
  description: string | null;
  /** Null until the seller prices the line. */
  unitPriceCents: number | null;
  vatRatePercent: number | null;
  /** Grams, for the whole line. */
  weightGrams: number | null;
  /** Lines of an order follow its trade status (a line may be ready before another). */
  lineStatus: TradeStatus | null;
}

export interface Totals {
  exclTaxCents: number;
  taxCents: number;
  inclTaxCents: number;
  currency: typeof CURRENCY;
}

export interface QuotationRow {
  id: string;
  number: string;
  status: QuotationStatus;
  description: string | null;
  requestedAt: string;
  requestedBy: string;
  issuedAt: string | null;
  validUntil: string | null;
  decidedAt: string | null;
  totals: Totals | null;
  orderId: string | null;
}

export interface Quotation extends QuotationRow {
  lines: TradeLine[];
  deliveryAddress: string | null;
  /** True once issued: the quotation's PDF is at /api/trade/quotations/:id/pdf. */
  hasPdf: boolean;
}

export interface ArticleOption {
  id: string;
  code: string;
  name: string;
  kind: ArticleKind;
  /** The account's price (its price list, else the catalogue's), excluding tax. */
  unitPriceCents: number;
}

export interface RequestOptions {
  articles: ArticleOption[];
  /** Products of the user's product scope; a QR type needs one with a GTIN. */
  products: { id: string; title: string; gtin: string | null }[];
  /** From the company settings; edited there, not in the request. */
  deliveryAddress: string | null;
  vatZone: VatZone | null;
}

export const requestOptions = defineMethod<RequestOptions>()({
  model: 'quotationModel',
  name: 'requestOptions',
  access: 'session',
  rights: ['trade.view'],
  input: z.object({}),
});

/** E-mails the code that confirms this request (the security codes of docs/activation.md). */
export const requestCode = defineMethod<CodeRequest>()({
  model: 'quotationModel',
  name: 'requestCode',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: zQuotationRequest,
});

export const request = defineMethod<Quotation>()({
  model: 'quotationModel',
  name: 'request',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: zQuotationRequest.extend({ confirmation: zConfirmation }),
});

export const listQuotations = defineMethod<ListResult<QuotationRow>>()({
  model: 'quotationModel',
  name: 'list',
  access: 'session',
  rights: ['trade.view'],
  input: listInput({
    sort: ['requestedAt', 'number', 'status'],
    filters: z.object({ status: z.array(z.enum(QUOTATION_STATUSES)).max(QUOTATION_STATUSES.length).optional() }),
  }),
});

export const getQuotation = defineMethod<Quotation>()({
  model: 'quotationModel',
  name: 'get',
  access: 'session',
  rights: ['trade.view'],
  input: z.object({ quotationId: zId }),
});

/** An issued quotation, still valid, becomes an order with its invoice. */
export const accept = defineMethod<{ quotation: Quotation; orderId: string }>()({
  model: 'quotationModel',
  name: 'accept',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: z.object({ quotationId: zId }),
});

export const refuse = defineMethod<Quotation>()({
  model: 'quotationModel',
  name: 'refuse',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: z.object({ quotationId: zId, reason: zDescription }),
});

export interface StatusChange {
  at: string;
  field: 'pay' | 'trade';
  from: number | null;
  to: number;
  /** The user's name, or `seller` for the operator, or `payment` for the payment provider. */
  by: string;
  note: string | null;
}

export interface OrderFile {
  id: string;
  name: string;
  mediaType: string;
  /** Null while the job prepares it: downloading answers trade.fileNotReady. */
  readyAt: string | null;
}

export interface InvoiceRow {
  id: string;
  number: string;
  kind: 'invoice' | 'creditNote';
  issuedAt: string;
  dueAt: string | null;
  orderId: string;
  orderNumber: string;
  totals: Totals;
  /** The invoice a credit note corrects. */
  correctsNumber: string | null;
}

export interface PaymentRow {
  id: string;
  provider: PaymentProvider;
  status: 'open' | 'succeeded' | 'failed' | 'cancelled';
  amountCents: number;
  createdAt: string;
  settledAt: string | null;
}

export interface OrderRow {
  id: string;
  number: string;
  type: OrderType;
  createdAt: string;
  description: string | null;
  payStatus: PayStatus;
  tradeStatus: TradeStatus;
  totals: Totals;
  quotationId: string | null;
}

export interface Order extends OrderRow {
  lines: TradeLine[];
  deliveryAddress: string | null;
  history: StatusChange[];
  files: OrderFile[];
  invoices: InvoiceRow[];
  payments: PaymentRow[];
  /** What the brand may still do: pay (unpaid or pending, total above 0), cancel (new and not paid). */
  canPay: boolean;
  canCancel: boolean;
}

export const listOrders = defineMethod<ListResult<OrderRow>>()({
  model: 'orderModel',
  name: 'list',
  access: 'session',
  rights: ['trade.view'],
  input: listInput({
    sort: ['createdAt', 'number'],
    filters: z.object({
      type: z.array(z.number().int().min(0).max(2)).max(3).optional(),
      payStatus: z.array(z.number().int().min(0).max(5)).max(6).optional(),
      tradeStatus: z.array(z.number().int().min(0).max(4)).max(5).optional(),
    }),
  }),
});

export const getOrder = defineMethod<Order>()({
  model: 'orderModel',
  name: 'get',
  access: 'session',
  rights: ['trade.view'],
  input: z.object({ orderId: zId }),
});

/** The brand cancels an order the seller has not started and nobody has paid: a credit note cancels its invoice. */
export const cancelOrder = defineMethod<Order>()({
  model: 'orderModel',
  name: 'cancel',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: z.object({ orderId: zId, reason: zDescription }),
});

export const listInvoices = defineMethod<ListResult<InvoiceRow>>()({
  model: 'invoiceModel',
  name: 'list',
  access: 'session',
  rights: ['trade.view'],
  input: listInput({
    sort: ['issuedAt', 'number'],
    filters: z.object({ kind: z.enum(['invoice', 'creditNote']).optional() }),
  }),
});

/** Bank transfer is always offered (the seller records the payment); a hosted checkout when configured. */
export const PAYMENT_PROVIDERS = ['bankTransfer', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface BankTransferInstructions {
  beneficiary: string;
  iban: string;
  bic: string;
  /** The order number, to write as the transfer's reference. */
  reference: string;
  amountCents: number;
}

export const paymentProviders = defineMethod<{ providers: PaymentProvider[] }>()({
  model: 'paymentModel',
  name: 'providers',
  access: 'session',
  rights: ['trade.view'],
  input: z.object({}),
});

/**
 * Starts paying an order: a hosted checkout answers the address to send the browser to (it comes
 * back to /trade/orders/:id?payment=done|cancelled); a bank transfer answers its instructions.
 */
export const startPayment = defineMethod<
  { provider: 'stripe'; redirectUrl: string } | { provider: 'bankTransfer'; instructions: BankTransferInstructions }
>()({
  model: 'paymentModel',
  name: 'start',
  access: 'session',
  rights: ['trade.view'],
  mutates: true,
  input: z.object({ orderId: zId, provider: z.enum(PAYMENT_PROVIDERS) }),
});
