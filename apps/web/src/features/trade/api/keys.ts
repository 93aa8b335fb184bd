/** Cache keys of the trade screens; any change (request, accept, refuse, cancel, pay) refreshes `all`. */
export const tradeKeys = {
  all: ['trade'] as const,
  requestOptions: ['trade', 'requestOptions'] as const,
  quotations: ['trade', 'quotations'] as const,
  quotation: (id: string) => ['trade', 'quotation', id] as const,
  orders: ['trade', 'orders'] as const,
  order: (id: string) => ['trade', 'order', id] as const,
  invoices: ['trade', 'invoices'] as const,
  providers: ['trade', 'paymentProviders'] as const,
};
