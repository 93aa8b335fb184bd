/** The download routes of the trade files (docs/trade.md). */
export const tradeFileUrl = {
  quotationPdf: (id: string) => `/api/trade/quotations/${id}/pdf`,
  invoicePdf: (id: string) => `/api/trade/invoices/${id}/pdf`,
  invoiceXml: (id: string) => `/api/trade/invoices/${id}/xml`,
  orderFile: (orderId: string, fileId: string) => `/api/trade/orders/${orderId}/files/${fileId}`,
};
