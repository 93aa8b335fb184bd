/**
 * Order statuses (spec 000 "States"): pay status 0 to 5 and trade status 0 to 4, stored as their
 * numbers, and the only changes allowed between them (docs/trade.md). The server refuses any
 * other change (trade.transitionRefused); the screens offer only these.
 */
export const PAY_STATUSES = ['unpaid', 'pending', 'paid', 'cancelled', 'refused', 'inProgress'] as const;
export type PayStatusName = (typeof PAY_STATUSES)[number];
export const PAY_STATUS = { unpaid: 0, pending: 1, paid: 2, cancelled: 3, refused: 4, inProgress: 5 } as const;
export type PayStatus = (typeof PAY_STATUS)[PayStatusName];

export const TRADE_STATUSES = ['new', 'inProgress', 'ready', 'shipped', 'cancelled'] as const;
export type TradeStatusName = (typeof TRADE_STATUSES)[number];
export const TRADE_STATUS = { new: 0, inProgress: 1, ready: 2, shipped: 3, cancelled: 4 } as const;
export type TradeStatus = (typeof TRADE_STATUS)[TradeStatusName];

/** Order types (spec 000 "Order"). */
export const ORDER_TYPES = ['servicePurchase', 'consumablesRequest', 'consumablesPurchase'] as const;
export type OrderTypeName = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE = { servicePurchase: 0, consumablesRequest: 1, consumablesPurchase: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[OrderTypeName];

/**
 * Pay status changes. Unpaid -> pending when a checkout starts or a bank transfer is awaited;
 * pending -> in progress when the provider has the payment but has not settled it; paid, cancelled
 * and refused are final. Pending may go back to unpaid when a checkout expires unpaid.
 */
export const PAY_TRANSITIONS: Readonly<Record<PayStatus, readonly PayStatus[]>> = {
  [PAY_STATUS.unpaid]: [PAY_STATUS.pending, PAY_STATUS.paid, PAY_STATUS.cancelled],
  [PAY_STATUS.pending]: [
    PAY_STATUS.unpaid,
    PAY_STATUS.inProgress,
    PAY_STATUS.paid,
    PAY_STATUS.refused,
    PAY_STATUS.cancelled,
  ],
  [PAY_STATUS.inProgress]: [PAY_STATUS.paid, PAY_STATUS.refused, PAY_STATUS.cancelled],
  [PAY_STATUS.paid]: [],
  [PAY_STATUS.cancelled]: [],
  [PAY_STATUS.refused]: [],
};

/** Trade status changes: the seller works an order through; cancelled and shipped are final. */
export const TRADE_TRANSITIONS: Readonly<Record<TradeStatus, readonly TradeStatus[]>> = {
  [TRADE_STATUS.new]: [TRADE_STATUS.inProgress, TRADE_STATUS.cancelled],
  [TRADE_STATUS.inProgress]: [TRADE_STATUS.ready, TRADE_STATUS.cancelled],
  [TRADE_STATUS.ready]: [TRADE_STATUS.shipped, TRADE_STATUS.cancelled],
  [TRADE_STATUS.shipped]: [],
  [TRADE_STATUS.cancelled]: [],
};

export const canChangePay = (from: PayStatus, to: PayStatus) => PAY_TRANSITIONS[from].includes(to);
export const canChangeTrade = (from: TradeStatus, to: TradeStatus) => TRADE_TRANSITIONS[from].includes(to);

/** Quotation states: requested by the brand, issued (priced) by the seller, then accepted or refused. */
export const QUOTATION_STATUSES = ['requested', 'issued', 'accepted', 'refused', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** What a catalogue article is: seals and consumables are consumables purchases, services service purchases. */
export const ARTICLE_KINDS = ['seal', 'consumable', 'service'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * The code printed with the ordered items. Every type but `none` encodes the product's GTIN (its
 * GS1 Digital Link, or the nutrition sheet of the QR creator's nutritional QR), so it needs a GTIN
 * on the product (spec 001 section 5, trade.gtinRequired).
 */
export const QR_TYPES = ['none', 'digitalLinkQr', 'digitalLinkDataMatrix', 'nutritionQr'] as const;
export type QrType = (typeof QR_TYPES)[number];
export const qrTypeNeedsGtin = (type: QrType) => type !== 'none';

/** Line statuses follow the order's trade status, line by line (a line may ship before another). */
export const LINE_STATUSES = TRADE_STATUSES;

/** VAT zones of a company (company settings), which decide the invoice's VAT and its mention. */
export const VAT_ZONES = ['domestic', 'eu', 'non_eu'] as const;
export type VatZone = (typeof VAT_ZONES)[number];
