import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionInfo, trade } from '@seal/shared';
import { sessionQueryKey } from '../../api/session';
import '../../i18n';
import { tradeKeys } from './api/keys';
import texts from './locales/en.json';
import OrderPage from './order-page';
import QuotationPage from './quotation-page';
import RequestQuotationPage from './request-quotation-page';

i18n.addResourceBundle('en', 'trade', texts);

const totals: trade.Totals = { exclTaxCents: 100_000, taxCents: 20_000, inclTaxCents: 120_000, currency: 'EUR' };
const line: trade.TradeLine = {
  lineNo: 1,
  article: { id: 'a1', code: 'SEAL-S', name: 'Small seals', kind: 'seal' },
  product: { id: 'p1', title: 'Dark chocolate', gtin: '03012345678900' },
  quantity: 10_000,
  qrType: 'digitalLinkQr',
  description: 'Spring bottling',
  unitPriceCents: 10,
  vatRatePercent: 20,
  weightGrams: 2_500,
  lineStatus: 0,
};
const quotation: trade.Quotation = {
  id: 'q1',
  number: 'Q2026-000007',
  status: 'issued',
  description: null,
  requestedAt: '2026-11-02T09:00:00Z',
  requestedBy: 'Ada Lovelace',
  issuedAt: '2026-11-03T09:00:00Z',
  validUntil: '2026-12-03T09:00:00Z',
  decidedAt: null,
  totals,
  orderId: null,
  lines: [line],
  deliveryAddress: '1 rue des Vignes\n33000 Bordeaux',
  hasPdf: true,
};
const order: trade.Order = {
  id: 'o1',
  number: 'O2026-000003',
  type: 2,
  createdAt: '2026-11-04T09:00:00Z',
  description: null,
  payStatus: 0,
  tradeStatus: 0,
  totals,
  quotationId: 'q1',
  lines: [line],
  deliveryAddress: '1 rue des Vignes',
  history: [{ at: '2026-11-04T09:00:00Z', field: 'trade', from: null, to: 0, by: 'seller', note: null }],
  files: [
    { id: 'f1', name: 'delivery-note.pdf', mediaType: 'application/pdf', readyAt: '2026-11-04T09:01:00Z' },
    { id: 'f2', name: 'codes-sheet.pdf', mediaType: 'application/pdf', readyAt: null },
  ],
  invoices: [
    {
      id: 'i1',
      number: 'F2026-000011',
      kind: 'invoice',
      issuedAt: '2026-11-04T09:00:00Z',
      dueAt: '2026-12-04T09:00:00Z',
      orderId: 'o1',
      orderNumber: 'O2026-000003',
      totals,
      correctsNumber: null,
    },
  ],
  payments: [
    {
      id: 'pay1',
      provider: 'bankTransfer',
      status: 'open',
      amountCents: 120_000,
      createdAt: '2026-11-04T10:00:00Z',
      settledAt: null,
    },
  ],
  canPay: true,
  canCancel: true,
};
const options: trade.RequestOptions = {
  articles: [{ id: 'a1', code: 'SEAL-S', name: 'Small seals', kind: 'seal', unitPriceCents: 10 }],
  products: [
    { id: 'p1', title: 'Dark chocolate', gtin: '03012345678900' },
    { id: 'p2', title: 'Cheese', gtin: null },
  ],
  deliveryAddress: '1 rue des Vignes',
  vatZone: 'domestic',
};

function render(path: string, route: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(sessionQueryKey, { rights: { 'trade.view': true } } as unknown as SessionInfo);
  client.setQueryData(tradeKeys.quotation('q1'), quotation);
  client.setQueryData(tradeKeys.order('o1'), order);
  client.setQueryData(tradeKeys.providers, { providers: ['bankTransfer', 'stripe'] });
  client.setQueryData(tradeKeys.requestOptions, options);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the trade pages', () => {
  it('shows an issued quotation with its totals in euros, its PDF, accept and refuse', () => {
    const html = render('/trade/quotations/q1', '/trade/quotations/:id', <QuotationPage />);
    expect(html).toContain('Quotation Q2026-000007');
    expect(html).toContain('Issued');
    expect(html).toContain('€1,200.00');
    expect(html).toContain('Download the PDF');
    expect(html).toContain('data-testid="quotation-accept"');
    expect(html).toContain('data-testid="quotation-refuse"');
  });

  it('shows an order: statuses, lines, invoice downloads, a file not ready, the history, pay and cancel', () => {
    const html = render('/trade/orders/o1?payment=done', '/trade/orders/:id', <OrderPage />);
    expect(html).toContain('Order O2026-000003');
    expect(html).toContain('Consumables purchase');
    expect(html).toContain('Unpaid');
    expect(html).toContain('2.5 kg');
    expect(html).toContain('F2026-000011');
    expect(html).toContain('data-testid="invoice-xml"');
    expect(html).toContain('File not ready: it is being prepared');
    expect(html).toContain('By the seller');
    expect(html).toContain('Pay by bank transfer');
    expect(html).toContain('Pay by card');
    expect(html).toContain('Cancel the order');
    expect(html).toContain('your payment is being confirmed');
    expect(html).toContain('Bank transfer');
  });

  it('opens the request with the first line prefilled from the query string', () => {
    const html = render(
      '/trade/requestaquotation?product=p2&qrType=digitalLinkQr',
      '/trade/requestaquotation',
      <RequestQuotationPage />,
    );
    expect(html).toContain('Line 1');
    expect(html).toContain('Cheese');
    expect(html).toContain('GS1 Digital Link QR code');
    expect(html).toContain('Add a line');
    expect(html).toContain('0 / 500');
  });
});
