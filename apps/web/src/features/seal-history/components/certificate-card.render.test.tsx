import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERRORS, type certicask } from '@seal/shared';
import { AppError } from '../../../api/app-error';
import '../../../i18n';
import { sealHistoryKeys } from '../api/keys';
import texts from '../locales/en.json';
import { CertificateCard } from './certificate-card';

i18n.addResourceBundle('en', 'seal-history', texts);

const certificate: certicask.Certificate = {
  id: 'c1',
  number: 'C2026-000001',
  subject: 'cask',
  firstReference: 'ZYY1-197P-WJY6',
  lastReference: 'ZYY1-197P-WJY6',
  sealCount: 1,
  product: { id: 'p1', title: 'Château Demo', gtin: null },
  vintage: 2024,
  estateName: 'Domaine Demo',
  container: { id: 'k1', name: 'Oak barrel 12', material: 'oak', capacityLitres: 225, identifier: 'B-012' },
  plots: [{ id: 'pl1', name: 'Les Grands Champs', grapeVariety: 'Cabernet Sauvignon', surface: 2.4, locality: null }],
  providers: [{ id: 'pr1', name: 'Tonnellerie Martin', activity: 'cooper' }],
  volumeLitres: 225,
  notes: null,
  from: null,
  device: { name: 'Cellar tablet', identifier: 'TAB-CELLAR-01' },
  issuedAt: '2026-11-03T09:00:00Z',
};

function render(setUp: (client: QueryClient) => void) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, enabled: false, retryOnMount: false } },
  });
  setUp(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <CertificateCard reference="ZYY1-197P-WJY6" />
    </QueryClientProvider>,
  );
}

describe('the certificate card of the private consultation', () => {
  it("shows a certified cask's certificate: wine, container, plots, providers, device", () => {
    const html = render((client) => client.setQueryData(sealHistoryKeys.certificates('ZYY1-197P-WJY6'), [certificate]));
    expect(html).toContain('Certificate C2026-000001');
    expect(html).toContain('Château Demo · 2024 · Domaine Demo');
    expect(html).toContain('Oak barrel 12 · Oak · 225 litres');
    expect(html).toContain('Les Grands Champs · Cabernet Sauvignon');
    expect(html).toContain('Tonnellerie Martin · Cooper');
    expect(html).toContain('Cellar tablet');
  });

  it('says "no certificate exists for the product" where there is none', () => {
    const html = render((client) => {
      const query = client.getQueryCache().build(client, { queryKey: sealHistoryKeys.certificates('ZYY1-197P-WJY6') });
      query.setState({ status: 'error', error: new AppError(ERRORS.certicask.noCertificate), fetchStatus: 'idle' });
    });
    expect(html).toContain('data-testid="certificate-none"');
    expect(html).toContain('No certificate exists for the product.');
  });
});
