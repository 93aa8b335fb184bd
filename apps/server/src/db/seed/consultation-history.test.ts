import { expect, it } from 'vitest';
import { dashboard } from '@seal/shared';
import { COUNTRY_GEO } from '@seal/shared/geo/country-geo';
import { caller, dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { HISTORY_SEALS } from './consultation-history';
import { DEMO_USERS, seedDemo } from './demo';
import { fillDemoHistory } from './demo-history-fill';
import { demoSealSerial } from './seals';

/*
 * The start-up demo's year of consultations (the tests' own seed has none): seeded once here into
 * a third account as the start-up does (its seals with the demo, the rest filled in behind), the
 * fill stopped half way and taken up again as a restart does, then checked against what
 * docs/statistics.md promises of it.
 */

const t = await useTestApp();
const history = await seedDemo(t.database.db, {
  prefix: 'history.',
  companyName: 'History Company',
  sealBlock: 2,
  history: 'behind',
});
const tradeRows = async () =>
  (
    await t.database.executeSql(
      `select (select count(*)::int from trade_orders where account_id = $1) as orders,
        (select count(*)::int from trade_invoices where account_id = $1) as invoices,
        (select count(*)::int from cask_licences where account_id = $1) as licences`,
      [history.accountId],
    )
  ).rows[0]!;
const tradeBefore = await tradeRows();
const cutShort = await fillDemoHistory(t.database.db, { block: 2, maxSteps: 10 }).done;
const partial = (
  await t.database.executeSql('select count(*)::int as n from seal_consultations where account_id = $1', [
    history.accountId,
  ])
).rows[0]!.n as number;
// While it fills in, the account's users are told how far it is.
const historyAdmin = caller(t, await t.login(`history.${DEMO_USERS.admin}`));
const resuming = fillDemoHistory(t.database.db, { block: 2 });
const seen: unknown[] = [];
let filled = false;
void resuming.done.finally(() => (filled = true));
while (!filled)
  seen.push(dataOf(dashboard.getDemoHistoryProgress, await historyAdmin(dashboard.getDemoHistoryProgress, {})));
const resumed = await resuming.done;
const afterwards = dataOf(dashboard.getDemoHistoryProgress, await historyAdmin(dashboard.getDemoHistoryProgress, {}));
const again = await fillDemoHistory(t.database.db, { block: 2 }).done;
const tradeAfter = await tradeRows();
const one = async (query: string) => (await t.database.executeSql(query, [history.accountId])).rows[0]!;
const all = async (query: string) => (await t.database.executeSql(query, [history.accountId])).rows;

it('fills in behind, a stop half way losing nothing and duplicating nothing', async () => {
  expect(cutShort).toBe(false);
  expect(partial).toBeGreaterThan(5_000);
  expect(resumed).toBe(true);
  const percents = seen.flatMap((progress) => (progress ? [(progress as { percent: number }).percent] : []));
  expect(percents.length).toBeGreaterThan(0);
  expect(Math.max(...percents)).toBeGreaterThanOrEqual(50);
  expect(Math.max(...percents)).toBeLessThan(100);
  expect(afterwards).toBeNull();
  expect(again).toBe(true);
  const { n, distinct, days } = await one(`select count(*)::int as n,
      count(distinct (serial, created_at, ip))::int as distinct,
      count(distinct (created_at at time zone 'utc')::date)::int as days
    from seal_consultations where account_id = $1 and user_agent is not null`);
  expect(partial).toBeLessThan(n as number);
  expect(distinct).toBe(n);
  expect(days).toBeGreaterThanOrEqual(365);
  const { patterns } = await one(`select count(*)::int as patterns from seal_consultations
    where account_id = $1 and ip = '100.99.1.20'::inet`);
  expect(patterns).toBe(1);
});

it("writes the demo's trade and cask certification first, once", () => {
  expect(tradeBefore).toEqual({ orders: 0, invoices: 0, licences: 0 });
  expect(tradeAfter.orders).toBeGreaterThan(4);
  expect(tradeAfter.invoices).toBeGreaterThan(4);
  expect(tradeAfter.licences).toBeGreaterThan(0);
});

it('keeps each seal in its own country most of the time, so its anomalies are a believable few hundred', async () => {
  const { homeShare } = await one(`select avg(share)::float8 as "homeShare" from (
      select max(n)::float8 / sum(n) as share from (
        select serial, country, count(*) as n from seal_consultations
        where account_id = $1 and user_agent is not null group by 1, 2) x group by serial) y`);
  expect(homeShare).toBeGreaterThan(0.95);
  const { anomalies } = await one(`select count(*)::int as anomalies from anomalies where account_id = $1`);
  expect(anomalies).toBeGreaterThan(100);
  expect(anomalies).toBeLessThan(1_000);
  // The invalid probing names no seal of the account from its network: given to nobody (docs/anomalies.md).
  const kinds = await all(`select distinct kind from anomalies where account_id = $1 order by kind`);
  expect(kinds.map((row) => row.kind)).toEqual([
    'impossibleTravel',
    'manyNetworks',
    'outsideTargetCountry',
    'reelProbing',
  ]);
});

it('holds a year of consultations, in many countries and languages, on every product and both entities', async () => {
  const figures = await one(`select count(*)::int as n, count(distinct country)::int as countries,
      count(distinct language)::int as languages, count(distinct entity_id)::int as entities,
      count(distinct product_id)::int as products,
      (max(created_at) - min(created_at)) > interval '360 days' as year,
      max(created_at) <= now() as past
    from seal_consultations where account_id = $1`);
  expect(figures.n).toBeGreaterThan(50_000);
  expect(figures.countries).toBeGreaterThanOrEqual(25);
  expect(figures.languages).toBeGreaterThanOrEqual(6);
  expect(figures.entities).toBe(2);
  expect(figures.year).toBe(true);
  expect(figures.past).toBe(true);
  const { unused } = await one(`select count(*)::int as unused from products p where p.account_id = $1
      and not p.archived and not exists (select 1 from seal_consultations c where c.account_id = $1 and c.product_id = p.id)`);
  expect(unused).toBe(0);
});

it('has about 2% errors of several codes, on real seals', async () => {
  const { share, codes } = await one(`select
      avg((outcome in (30, 102, 103, 104, 105, 106, 107, 108, 109, 111))::int)::float8 as share,
      count(distinct outcome) filter (where outcome in (102, 106, 107, 108, 109, 111))::int as codes
    from seal_consultations where account_id = $1`);
  expect(share).toBeGreaterThan(0.01);
  expect(share).toBeLessThan(0.03);
  expect(codes).toBe(6);
});

it('has consumer forms of both kinds, with positions near their country and some pictures', async () => {
  // The history's forms: those on its seals (the smaller seeds place theirs by hand).
  const first = demoSealSerial('inactive', 2) + HISTORY_SEALS.main[0];
  const last = demoSealSerial('inactive', 2) + HISTORY_SEALS.targeted[1];
  const forms = await all(`select kind, country, latitude, longitude, image_id from consumer_forms
    where account_id = $1 and serial between ${first} and ${last}`);
  expect(forms.length).toBeGreaterThan(300);
  expect(new Set(forms.map((form) => form.kind))).toEqual(new Set(['contact', 'feedback']));
  const placed = forms.filter((form) => form.latitude !== null);
  expect(placed.length).toBeGreaterThan(forms.length / 2);
  for (const form of placed) {
    const [, latitude, longitude] = COUNTRY_GEO[form.country as string]!;
    expect(Math.abs(Number(form.latitude) - latitude)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(Number(form.longitude) - longitude)).toBeLessThanOrEqual(1.5);
  }
  expect(forms.filter((form) => form.image_id).length).toBeGreaterThan(10);
});

it('holds the crafted anomaly patterns', async () => {
  const travel = await all(`select serial from seal_consultations a where account_id = $1 and country = 'FR'
      and exists (select 1 from seal_consultations b where b.account_id = $1 and b.serial = a.serial
        and b.country = 'JP' and b.created_at between a.created_at and a.created_at + interval '1 hour')`);
  expect(travel.length).toBeGreaterThan(0);
  const { networks } = await one(`select max(n)::int as networks from (select serial,
      count(distinct network(set_masklen(ip, 24)))::int as n from seal_consultations where account_id = $1 group by serial) x`);
  expect(networks).toBeGreaterThanOrEqual(30);
  const [invalid] = (
    await t.database.executeSql(`select ip, count(*)::int as n from unmatched_consultations
      where outcome = 100 group by ip order by n desc limit 1`)
  ).rows;
  expect(invalid!.n).toBeGreaterThanOrEqual(60);
  const { probed } = await one(`select max(n)::int as probed from (select network(set_masklen(ip, 24)) as net,
      max(serial) - min(serial) + 1 as span, count(distinct serial)::int as n
      from seal_consultations where account_id = $1 and ip << '100.98.0.0/16' group by 1) x where span = n`);
  expect(probed).toBeGreaterThanOrEqual(40);
  const { outside } = await one(`select count(*)::int as outside from seal_consultations c
      join seal_activations a on a.account_id = c.account_id and a.serials @> c.serial
      where c.account_id = $1 and a.target_country is not null and c.country <> a.target_country`);
  expect(outside).toBeGreaterThan(0);
});

it('is rolled up: the rollup equals the raw log', async () => {
  const { differences } = await one(`select count(*)::int as differences from (
      (select day, entity_id, product_id, country, language, outcome, consultations from consultation_daily where account_id = $1
       except all
       select (created_at at time zone 'utc')::date, entity_id, product_id, coalesce(country, ''), coalesce(language, ''),
         outcome, count(*)::int from seal_consultations where account_id = $1 group by 1, 2, 3, 4, 5, 6)
      union all
      (select (created_at at time zone 'utc')::date, entity_id, product_id, coalesce(country, ''), coalesce(language, ''),
         outcome, count(*)::int from seal_consultations where account_id = $1 group by 1, 2, 3, 4, 5, 6
       except all
       select day, entity_id, product_id, country, language, outcome, consultations from consultation_daily where account_id = $1)
    ) x`);
  expect(differences).toBe(0);
});
