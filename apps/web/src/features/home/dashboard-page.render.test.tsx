import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RightsMap, SessionInfo } from '@seal/shared';
import type { DashboardConsultations, DashboardErrors } from '@seal/shared/contract/dashboard';
import { periodRange } from '@seal/shared/dashboard/widget-periods';
import { sessionQueryKey } from '../../api/session';
import '../../i18n';
import { DASHBOARD_KEYS } from './api/dashboard-methods';
import { newsWidgetKey } from './api/news-methods';
import DashboardPage from './dashboard-page';

const range = periodRange('6m', '2026-11-23');
const CONSULTATIONS: DashboardConsultations = {
  period: '6m',
  from: range.from,
  to: range.to,
  granularity: 'month',
  total: 42,
  series: range.buckets.map((period, i) => ({ period, count: i * 2 })),
  topProducts: [
    { productId: 'p1', title: 'Dark chocolate', count: 30 },
    { productId: null, title: null, count: 12 },
  ],
};
const ERRORS: DashboardErrors = {
  ...CONSULTATIONS,
  total: 5,
  previousTotal: 4,
  byOutcome: [{ outcome: 108, count: 5 }],
};

/**
 * The dashboard as the server renders it for a user of `rights`, with the widgets' data cached, once
 * the widgets loaded after the first paint are in.
 */
async function render(rights: RightsMap, cached = true, failing?: readonly unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  client.setQueryData(sessionQueryKey, {
    user: { firstName: 'Ada' },
    entity: { name: 'Demo Company' },
    rights,
  } as unknown as SessionInfo);
  if (cached) {
    client.setQueryData(DASHBOARD_KEYS.consultations('6m', 'en'), CONSULTATIONS);
    if (!failing) client.setQueryData(DASHBOARD_KEYS.consultationErrors('6m'), ERRORS);
    client.setQueryData(DASHBOARD_KEYS.latestConsultations, [
      { id: 1, date: '2026-11-23T10:00:00Z', reference: 'ZH2T-9AN1-SZTC', country: 'FR', outcome: 0 },
    ]);
    client.setQueryData(DASHBOARD_KEYS.actionHistory, []);
    client.setQueryData(newsWidgetKey('en'), {
      rows: [{ slug: 'spring', title: 'Spring release', publishedAt: '2026-11-20T00:00:00Z', unread: true }],
      total: 1,
      unread: 1,
    });
  }
  if (failing) {
    const query = client.getQueryCache().build(client, { queryKey: failing });
    query.setState({ status: 'error', error: new Error('down'), data: undefined, fetchStatus: 'idle' });
  }
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('the dashboard', () => {
  it("shows each widget's data: the top articles, the errors by code with the catalogue's message, the latest consultations", async () => {
    const html = await render({ 'stat.view': true, 'cerv.view': true, 'secu.history': true });
    expect(html).toContain('Dark chocolate');
    expect(html).toContain('Seal not activated');
    expect(html).toContain('Invalid captcha, please try again.');
    expect(html).toContain('+25% compared with the previous period');
    expect(html).toContain('href="/privateconsultation"');
    expect(html).toContain('This reference is valid.');
    expect(html).toContain('No action recorded yet.');
    expect(html).toContain('href="/help/news/spring"');
    expect(html).toMatch(/Spring release<\/a><span class="widget-list-detail">Unread/);
  });

  it('leaves out the widgets of rights the user does not hold, and the private consultation link without secu.history', async () => {
    const html = await render({ 'stat.view': true });
    expect(html).toContain('data-testid="widget-consultations"');
    expect(html).not.toContain('data-testid="widget-actionHistory"');
    expect(html).not.toContain('data-testid="widget-reelStock"');
    expect(html).not.toContain('href="/privateconsultation"');
    expect(html).toContain('ZH2T-9AN1-SZTC');
  });

  it('shows the error of a failing widget with a retry, and the other widgets their data', async () => {
    const html = await render({ 'stat.view': true }, true, DASHBOARD_KEYS.consultationErrors('6m'));
    expect(html).toContain('data-testid="widget-consultationErrors-error"');
    expect(html).toContain('Try again');
    expect(html).toContain('Dark chocolate');
    expect(html).toContain('ZH2T-9AN1-SZTC');
  });

  it('shows a skeleton in each widget whose data has not come yet', async () => {
    const html = await render({ 'stat.view': true, 'cerv.view': true }, false);
    for (const id of ['consultations', 'consultationErrors', 'latestConsultations', 'actionHistory']) {
      expect(html).toContain(`data-testid="widget-${id}-loading"`);
    }
  });
});
