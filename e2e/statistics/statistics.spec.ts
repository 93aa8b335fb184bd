import { expect, test } from '@playwright/test';
import type { ListResult, statistics } from '@seal/shared';
import { check, TEXTS } from '../consultation/helpers';
import { seriousViolations } from '../seal-history/helpers';
import { consultationReference } from '../support/consultation';
import { DEMO_ADMIN } from '../support/env';
import { DEMO_USERS } from '../support/menu';
import { login } from '../support/session';
import { apiSession, callApi } from '../support/users';
import { exportCsv, figure, last12Months, openWithState } from './helpers';

test('[ADMIN][STATISTICS]: the consultation charts of the last 12 months show the demo history, and their figures add up', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/consultation?period=last30Days' });
  await expect(page.getByTestId('stat-period').getByText('Last 30 days')).toBeVisible();
  await page.getByTestId('stat-period').getByText('Last 12 months').click();
  // The default preset leaves the URL bare; the range picker shows its days.
  await expect(page).toHaveURL(/\/statistics\/consultation$/);
  const { from, to } = last12Months();
  await expect(page.getByTestId('stat-range').locator('input').first()).toHaveValue(from);
  await expect(page.getByTestId('stat-range').locator('input').last()).toHaveValue(to);

  // Twelve months, one bar each, their counts adding up to the total (once the months have come).
  await expect(page.getByTestId('stat-series')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('stat-series-table').locator('tbody tr.ant-table-row').first()).toContainText(
    from.slice(0, 7),
  );
  const total = figure(await page.getByTestId('stat-series-total').innerText());
  expect(total).toBeGreaterThan(1000);
  const months = page.getByTestId('stat-series-table').locator('tbody tr.ant-table-row');
  await expect(months).toHaveCount(12);
  const counts = (await months.locator('td:last-child').allInnerTexts()).map(figure);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(total);
  await expect(page.getByTestId('stat-series-chart').locator('svg path').first()).toBeAttached();

  // By country: a named country and its count, drawn as a bar of the chart.
  const firstCountry = page.getByTestId('stat-country-table').locator('tbody tr.ant-table-row').first();
  await expect(firstCountry.locator('td').first()).toHaveText(/^[A-Z][a-z]+/);
  expect(figure(await firstCountry.locator('td').last().innerText())).toBeGreaterThan(0);
  await expect(page.getByTestId('stat-country-chart').locator('svg')).toContainText(
    await firstCountry.locator('td').first().innerText(),
  );
  // By language (a ring), by product, the answers given (with the catalogue's message).
  await expect(page.getByTestId('stat-language-table').locator('tbody tr.ant-table-row').first()).toContainText(
    /English|French|Chinese/,
  );
  await expect(
    page.getByTestId('stat-product-table').locator('tbody tr.ant-table-row').first().locator('td').first(),
  ).not.toBeEmpty();
  await expect(page.getByTestId('stat-outcome-table')).toContainText('0 · This reference is valid.');

  // The last 30 days hold fewer consultations than the last 12 months.
  await page.getByTestId('stat-period').getByText('Last 30 days').click();
  await expect(page).toHaveURL(/period=last30Days/);
  await expect(page.getByTestId('stat-series')).toHaveAttribute('aria-busy', 'false');
  // Thirty days, twelve a page, from the 29th day before today.
  const days = page.getByTestId('stat-series-table').locator('tbody tr.ant-table-row');
  await expect(days).toHaveCount(12);
  const firstDay = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await expect(days.first().locator('td').first()).toHaveText(firstDay);
  expect(figure(await page.getByTestId('stat-series-total').innerText())).toBeLessThan(total);
});

test('[ADMIN][STATISTICS]: the world map colours the countries and places the consumer forms', async ({ page }) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/cartography' });
  const map = page.getByTestId('stat-map-chart');
  // The countries of world-atlas drawn as SVG paths, the forms as points over them.
  await expect.poll(() => map.locator('svg path').count()).toBeGreaterThan(150);
  const points = figure(await page.getByTestId('stat-map-points').innerText());
  expect(points).toBeGreaterThan(0);
  const france = page.getByTestId('stat-map-table').locator('tbody tr.ant-table-row', { hasText: 'France' });
  await expect(france).toHaveCount(1);
  expect(figure(await france.locator('td').last().innerText())).toBeGreaterThan(0);
  // The scale names its pieces; a country without consultations is grey, one with many is blue.
  await expect(map).toContainText('None');
  const fills = new Set(
    await map.locator('svg path').evaluateAll((paths) => paths.map((path) => path.getAttribute('fill'))),
  );
  expect(fills.has('#ececec')).toBe(true);
  expect([...fills].some((fill) => fill === '#08306b' || fill === '#08519c')).toBe(true);
});

test('[ADMIN][STATISTICS]: a table exports as CSV, in UTF-8 with its byte order mark, the same figures as shown', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/consultation' });
  const table = page.getByTestId('stat-country-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const [name, count] = await table.locator('tbody tr.ant-table-row').first().locator('td').allInnerTexts();
  const csv = await exportCsv(page, 'stat-country-export');
  const { from, to } = last12Months();
  expect(csv.name).toBe(`consultations-by-country-${from}-${to}.csv`);
  expect(csv.lines[0]).toBe('Country,Count');
  expect(csv.lines[1]).toBe(`${name},${figure(count!)}`);
  expect(csv.text.endsWith('\r\n')).toBe(true);

  // The board exports its products by month and its totals line.
  await page.goto('/statistics/consultationBoard');
  await expect(page.getByTestId('stat-board-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const board = await exportCsv(page, 'stat-board-export');
  expect(board.lines[0]!.split(',')).toHaveLength(14); // product, 12 months, total
  expect(board.lines.at(-2)!.startsWith('Total,')).toBe(true);
});

test('[ADMIN][STATISTICS]: a consumer’s formula-looking comment is exported neutralised, and the list exports every page', async ({
  browser,
  page,
}) => {
  // A consumer writes a comment a spreadsheet would run as a formula.
  const consumer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await consumer.newPage();
  await phone.goto('/consultation?lang=en');
  await check(phone, consultationReference('valid'));
  const form = phone.locator('#consumer-form');
  const marker = `e2e-${Date.now()}`;
  await form.getByLabel(TEXTS.en.form.comment).fill(`=HYPERLINK("http://evil.test","${marker}")`);
  await form.getByRole('button', { name: TEXTS.en.form.submit }).click();
  await expect(phone.getByTestId('consumer-form-status')).toHaveText(TEXTS.en.form.success, { timeout: 30_000 });
  await consumer.close();

  await login(page, DEMO_ADMIN, { to: '/statistics/consumerfeedback?period=last30Days' });
  await page.getByTestId('table-search').locator('input').fill(marker);
  await page.getByTestId('table-search').locator('input').press('Enter');
  await expect(page.getByTestId('form-list').locator('tbody tr.ant-table-row')).toHaveCount(1);
  const csv = await exportCsv(page, 'form-list-export');
  expect(csv.lines).toHaveLength(3); // the headers, the form, the last line's end
  expect(csv.lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""${marker}"")"`);

  // Without the search, the export reads every page of the list (more rows than a page shows).
  await page.goto('/statistics/consumerfeedback');
  const totalText = await page.locator('.ant-pagination-total-text').innerText();
  const all = await exportCsv(page, 'form-list-export');
  expect(all.lines.length - 2).toBe(figure(totalText));
  expect(figure(totalText)).toBeGreaterThan(100);
});

test('[ADMIN][STATISTICS]: a form notification opens the consumer feedback with its form first and highlighted', async ({
  page,
}) => {
  // The oldest form of the period: far from the first page of the list.
  const admin = await apiSession();
  let oldest: statistics.ConsumerFormRow;
  try {
    const forms = await callApi<ListResult<statistics.ConsumerFormRow>>(admin, 'statModel', 'listConsumerForms', {
      page: 1,
      size: 1,
      sort: { field: 'date', order: 'asc' },
      scope: last12Months(),
    });
    expect(forms.total).toBeGreaterThan(20);
    oldest = forms.rows[0]!;
  } finally {
    await admin.dispose();
  }

  await login(page, DEMO_ADMIN);
  await openWithState(page, '/statistics/consumerfeedback', { form_id: oldest.id, date: oldest.date });
  const highlight = page.getByTestId('form-highlight');
  await expect(highlight).toContainText('The form of the notification');
  await expect(highlight.locator('tbody tr.stat-highlight')).toContainText(oldest.reference);
  // It shows first: above the list, whose first page (latest first) does not hold it.
  const list = page.getByTestId('form-list');
  await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(list.locator(`tr[data-row-key="${oldest.id}"]`)).toHaveCount(0);
  const highlightBox = (await highlight.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  expect(highlightBox.y).toBeLessThan(listBox.y);
  if (oldest.latitude !== null)
    await expect(highlight.getByTestId('form-place')).toHaveAttribute('href', /openstreetmap/);

  // A picture shows at 40 px in the list and opens in a preview.
  await page.goto('/statistics/consumerfeedback?size=100');
  const picture = page
    .getByTestId('form-list')
    .getByRole('img', { name: /^The consumer’s picture of / })
    .first();
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())!.width).toBe(40);
  await picture.click();
  // The preview shows the picture at its own size (the demo's are a few pixels), above the page.
  const preview = page.locator('.ant-image-preview img').first();
  await expect(preview).toBeAttached();
  await expect(preview).toHaveAttribute('src', (await picture.getAttribute('src'))!);
});

test('[ADMIN][STATISTICS]: any date range counts what the months count, and an entity is seen alone or with its sub-entities summed', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN, { to: '/statistics/consultation' });
  // The month before last, as the last 12 months count it.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 0));
  const [from, to] = [first, last].map((day) => day.toISOString().slice(0, 10)) as [string, string];
  const monthRow = page
    .getByTestId('stat-series-table')
    .locator('tbody tr.ant-table-row', { hasText: from.slice(0, 7) });
  const monthCount = figure(await monthRow.locator('td').last().innerText());
  expect(monthCount).toBeGreaterThan(0);

  const range = page.getByTestId('stat-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill(from);
  await range.locator('input').first().press('Enter');
  await range.locator('input').last().fill(to);
  await range.locator('input').last().press('Enter');
  await expect(page).toHaveURL(new RegExp(`period=range&from=${from}&to=${to}`));
  // A range of a month is counted by day: its days add up to the month's count.
  await expect(page.getByTestId('stat-series-table').locator('tbody tr.ant-table-row').first()).toContainText(from);
  await expect.poll(async () => figure(await page.getByTestId('stat-series-total').innerText())).toBe(monthCount);

  // The entity alone, its sub-entity alone, then the entity with its sub-entities summed.
  await page.goto('/statistics/consultation');
  const admin = await apiSession();
  const entities = await callApi<statistics.StatEntity[]>(admin, 'statModel', 'listStatEntities', {});
  await admin.dispose();
  const sub = entities.find((entity) => entity.parentId !== null)!;
  const total = () => page.getByTestId('stat-series-total').innerText().then(figure);
  await expect(page.getByTestId('stat-series-total')).toBeVisible();
  const own = await total();
  await page.getByTestId('stat-entity').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(sub.name, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`entity=${sub.id}`));
  await expect.poll(total).not.toBe(own);
  const alone = await total();
  expect(alone).toBeGreaterThan(0);
  await page.getByTestId('stat-entity').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/\(my entity\)$/)
    .click();
  await page.getByTestId('stat-sum').click(); // the URL holds the state: it follows a moment later
  await expect(page.getByTestId('stat-sum')).toBeChecked();
  await expect(page).toHaveURL(/sum=1/);
  if (entities.length === 2) await expect.poll(total).toBe(own + alone);
  else await expect.poll(total).toBeGreaterThanOrEqual(own + alone);
});

test('[ADMIN][STATISTICS]: the statistics screens have no serious accessibility violation, on a phone too', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  for (const path of ['/statistics/consultation', '/statistics/cartography', '/statistics/consumerfeedback']) {
    await page.goto(path);
    await expect(page.locator('.ant-skeleton, .seal-skeleton')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statistics/alertconsultationerror');
  await expect(page.getByTestId('stat-error-outcome-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});

test('[USER][STATISTICS]: without orga.master_stat there is no entity picker, another entity is refused with the catalogue message, and the forms need stat.feedback', async ({
  page,
}) => {
  const admin = await apiSession();
  const entities = await callApi<statistics.StatEntity[]>(admin, 'statModel', 'listStatEntities', {});
  await admin.dispose();
  const sub = entities.find((entity) => entity.parentId !== null)!;

  await login(page, DEMO_USERS.user, { to: '/statistics/activation' });
  await expect(page.getByTestId('stat-activation-series-total')).toBeVisible();
  await expect(page.getByTestId('stat-entity')).toHaveCount(0);
  await expect(page.getByTestId('stat-sum')).toHaveCount(0);

  await page.goto(`/statistics/activation?entity=${sub.id}`);
  await expect(page.getByTestId('stat-activation-series-error')).toContainText('Not found.');
  await expect(
    page.getByTestId('stat-activation-series-error').getByRole('button', { name: 'Try again' }),
  ).toBeVisible();

  await page.goto('/statistics/consumerfeedback');
  // The route guard shows the forbidden page in place, as for any screen their rights do not open.
  await expect(page.getByTestId('page-403')).toBeVisible();
  await expect(page).toHaveURL(/\/statistics\/consumerfeedback$/);
  await expect(page.getByTestId('form-list')).toHaveCount(0);
});
