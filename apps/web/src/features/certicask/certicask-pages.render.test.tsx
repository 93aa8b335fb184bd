import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { certicask, SessionInfo } from '@seal/shared';
import { sessionQueryKey } from '../../api/session';
import '../../i18n';
import { caskKeys } from './api/keys';
import ContainersPage from './containers-page';
import LicenceBuyPage from './licence-buy-page';
import LicenceOrdersPage from './licence-orders-page';
import LicenceRevokePage from './licence-revoke-page';
import LicencesPage from './licences-page';
import texts from './locales/en.json';
import PlotFormPage from './plot-form-page';
import PlotsPage from './plots-page';
import ProvidersPage from './providers-page';

i18n.addResourceBundle('en', 'certicask', texts);

const plot: certicask.Plot = {
  id: 'p1',
  name: 'Clos du Moulin',
  surface: 2.4,
  grapeVariety: 'Merlot',
  locality: 'Pauillac',
  cadastralReference: null,
  plantedYear: 1998,
  createdAt: '2026-11-01T09:00:00Z',
  updatedAt: '2026-11-02T09:00:00Z',
};
const licence = (
  id: string,
  state: certicask.LicenceState,
  device: certicask.Licence['device'],
): certicask.Licence => ({
  id,
  number: `L2026-00000${id.slice(1)}`,
  state,
  expiresAt: '2027-11-01T09:00:00Z',
  device,
  revokedAt: null,
  revokeReason: null,
  orderId: 'o1',
  orderNumber: 'O2026-000001',
  certificateCount: 0,
});
const offer: certicask.LicenceOffer = {
  unitPriceCents: 12_000,
  vatRateBp: 2000,
  vatZone: 'domestic',
  validityDays: 365,
  maxQuantity: 100,
  providers: ['bankTransfer', 'stripe'],
  billing: { companyName: 'Demo Company', country: 'FR' },
};

type Rights = Partial<Record<string, boolean>>;

function render(path: string, page: ReactNode, rights: Rights, data: [readonly unknown[], unknown][] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(sessionQueryKey, { rights: { 'certicask.view': true, ...rights } } as unknown as SessionInfo);
  for (const [key, value] of data) client.setQueryData(key, value);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the cask certification pages', () => {
  it('offers to add a plot only with certicask.parcelle_add', () => {
    const withRight = render('/certicask/plots', <PlotsPage />, { 'certicask.parcelle_add': true });
    expect(withRight).toContain('Plots');
    expect(withRight).toContain('data-testid="plot-new"');
    expect(withRight).toContain('Name, grape variety or locality');
    const without = render('/certicask/plots', <PlotsPage />, {});
    expect(without).not.toContain('data-testid="plot-new"');
    expect(without).not.toContain('Actions');
  });

  it('opens a plot to edit with its stored fields and the rules told', () => {
    const html = render('/certicask/plots/edit?id=p1', <PlotFormPage />, { 'certicask.parcelle_edit': true }, [
      [caskKeys.plot('p1'), plot],
    ]);
    expect(html).toContain('Edit a plot');
    expect(html).toContain('value="Clos du Moulin"');
    expect(html).toContain('value="Merlot"');
    expect(html).toContain('3 to 35 characters.');
    expect(html).toContain('above 0 and below 1000');
  });

  it('lists providers and containers with their add buttons under their own rights', () => {
    const providers = render('/certicask/providers', <ProvidersPage />, { 'certicask.presta_add': true });
    expect(providers).toContain('data-testid="provider-new"');
    const containers = render('/certicask/containers', <ContainersPage />, { 'certicask.presta_add': true });
    expect(containers).not.toContain('data-testid="container-new"');
    expect(render('/certicask/containers', <ContainersPage />, { 'certicask.contenant_add': true })).toContain(
      'Add a container',
    );
  });

  it('lists the licences with the buy button for certicask.licence_add', () => {
    expect(render('/certicask/licences', <LicencesPage />, { 'certicask.licence_add': true })).toContain(
      'Buy licences',
    );
    expect(render('/certicask/licences', <LicencesPage />, {})).not.toContain('Buy licences');
  });

  it('shows the offer: price, validity, every billing field, the payment providers and the terms', () => {
    const html = render('/certicask/licences/add', <LicenceBuyPage />, { 'certicask.licence_add': true }, [
      [caskKeys.offer, offer],
    ]);
    expect(html).toContain('€120.00');
    expect(html).toContain('20 %');
    expect(html).toContain('365 days from the payment');
    for (const field of ['Company name', 'Postal code', 'Town', 'Country', 'VAT number', 'E-mail', 'Phone'])
      expect(html).toContain(field);
    expect(html).toContain('value="Demo Company"');
    expect(html).toContain('Bank transfer');
    expect(html).toContain('I accept the terms of sale');
    expect(html).toContain('Order and pay');
  });

  it('says licences are not on sale when the offer has no price', () => {
    const html = render('/certicask/licences/add', <LicenceBuyPage />, { 'certicask.licence_add': true }, [
      [caskKeys.offer, { ...offer, unitPriceCents: null }],
    ]);
    expect(html).toContain('data-testid="licence-unavailable"');
    expect(html).not.toContain('Order and pay');
  });

  it('opens the revoke page on the licence named in the address, with its device', () => {
    const used = licence('l1', 'used', {
      name: 'Cellar tablet',
      identifier: 'TAB-01',
      assignedAt: '2026-11-02T09:00:00Z',
    });
    const html = render('/certicask/licences/revoke?licence=l1', <LicenceRevokePage />, {}, [
      [caskKeys.revocable, [used, licence('l2', 'free', null)]],
    ]);
    expect(html).toContain('L2026-000001');
    expect(html).toContain('Used');
    expect(html).toContain('On Cellar tablet (TAB-01)');
    expect(html).toContain('data-testid="revoke-submit"');
  });

  it('says when no licence can be revoked', () => {
    const html = render('/certicask/licences/revoke', <LicenceRevokePage />, {}, [[caskKeys.revocable, []]]);
    expect(html).toContain('none can be revoked');
  });

  it('tells the card checkout coming back on the order list', () => {
    const html = render('/certicask/licences/orderlist?payment=done', <LicenceOrdersPage />, {});
    expect(html).toContain('Licence orders');
    expect(html).toContain('your payment is being confirmed');
    expect(html).not.toContain('Buy licences');
  });
});
