import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionInfo, wine } from '@seal/shared';
import { sessionQueryKey } from '../../api/session';
import { DraftChoice } from '../../components/wizard/draft-choice';
import '../../i18n';
import { wineKeys } from './api/keys';
import EstateFormPage from './estate-form-page';
import EstatesPage from './estates-page';
import texts from './locales/en.json';
import WineFormPage from './wine-form-page';
import WinesPage from './wines-page';
import { SheetStep } from './components/sheet-step';
import { Form } from 'antd';

i18n.addResourceBundle('en', 'wine', texts);

const FIRST_PAGE = { page: 1, size: 20, filters: {} };
const estate: wine.EstateRow = {
  id: 'e1',
  name: 'Château des Tests',
  producerName: 'Famille Test',
  producerType: 'winegrower',
  address: '1 route des Vignes, 33250 Pauillac',
  emblemMediaId: null,
  wineCount: 2,
  updatedAt: '2026-11-20T10:00:00Z',
};
const wineRow: wine.WineRow = {
  id: 'w1',
  productId: 'p1',
  name: 'Grand Vin',
  vintage: 2020,
  estateId: 'e1',
  estateName: 'Château des Tests',
  colour: 'red',
  type: 'still',
  region: 'Bordeaux',
  appellation: 'Pauillac',
  gtin: null,
  eLabelState: { sheetId: 's1', published: true, publicUrl: 'https://console.test/n/abc' },
  updatedAt: '2026-11-20T10:00:00Z',
};

function render(path: string, page: ReactNode, rights: Record<string, boolean>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(sessionQueryKey, { rights } as unknown as SessionInfo);
  client.setQueryData([...wineKeys.estates, FIRST_PAGE], { rows: [estate], total: 1 });
  client.setQueryData([...wineKeys.wines, FIRST_PAGE], { rows: [wineRow], total: 1 });
  client.setQueryData(wineKeys.estateOptions, { rows: [estate], total: 1 });
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const ALL = { 'viniconnect.view': true, 'prod.create': true, 'prod.edit': true, 'prod.delete': true };

describe('the wine pages', () => {
  it('lists the estates with their producer, wines, edit and delete', () => {
    const html = render('/products/estates', <EstatesPage />, ALL);
    expect(html).toContain('Château des Tests');
    expect(html).toContain('Famille Test (Winegrower)');
    expect(html).toContain('data-testid="estate-new"');
    expect(html).toContain('data-testid="estate-delete"');
  });

  it('lists the wines with the vintage, the e-label page and its QR code', () => {
    const html = render('/products/wines', <WinesPage />, ALL);
    expect(html).toContain('Grand Vin 2020');
    expect(html).toContain('https://console.test/n/abc');
    expect(html).toContain('data-testid="elabel-qr"');
    expect(html).toContain('data-testid="wine-new"');
  });

  it('hides creating, editing and deleting wines from a user without the product rights', () => {
    const html = render('/products/wines', <WinesPage />, { 'viniconnect.view': true });
    expect(html).toContain('Grand Vin 2020');
    expect(html).not.toContain('data-testid="wine-new"');
    expect(html).not.toContain('data-testid="wine-edit"');
    expect(html).not.toContain('data-testid="wine-delete"');
  });

  it('draws the estate form with its fields and media pickers', () => {
    const html = render('/products/estates/new', <EstateFormPage />, ALL);
    for (const id of ['estate-name', 'estate-producer', 'estate-address', 'estate-history', 'estate-emblem'])
      expect(html).toContain(`data-testid="${id}`);
  });

  it('opens the wine form by loading its draft first', () => {
    const html = render('/products/wines/new', <WineFormPage />, ALL);
    expect(html).toContain('New wine');
    expect(html).toContain('data-testid="page-spinner"');
  });

  it('offers to continue a draft or to start again', () => {
    const html = renderToString(
      <DraftChoice savedAt="2026-11-20T10:00:00Z" onContinue={() => undefined} onRestart={() => undefined} />,
    );
    expect(html).toContain('Continue the draft');
    expect(html).toContain('Start again');
    expect(html).toContain('Nov');
  });

  it('shows the e-label fields once the wine has one: nutrition per 100 ml and ingredients', () => {
    const html = renderToString(
      <Form initialValues={{ hasELabel: true, eLabel: { ingredients: { en: [{ text: 'grapes', allergen: null }] } } }}>
        <SheetStep />
      </Form>,
    );
    expect(html).toContain('Nutrition per 100 ml');
    expect(html).toContain('data-testid="nutrient-energyKj"');
    expect(html).toContain('data-testid="ingredient-en-0"');
  });
});
