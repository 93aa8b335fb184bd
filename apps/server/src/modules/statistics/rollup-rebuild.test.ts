import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { sealConsultations, unmatchedConsultations } from '../../db/schema';
import { rebuildConsultationRollup } from './rollup-rebuild';

const t = await useTestApp();

/** The rollup and the raw log of an account, each as sorted "day entity product country language outcome count" lines. */
async function both(accountId: string) {
  const lines = async (query: string) =>
    (await t.database.executeSql(query, [accountId])).rows.map((row) => Object.values(row).join(' ')).sort();
  return {
    // The shards of a key summed: the rollup as its readers see it.
    rollup: await lines(`select day::text, entity_id, product_id, country, language, outcome,
        sum(consultations)::int as consultations
      from consultation_daily where account_id = $1
      group by 1, 2, 3, 4, 5, 6`),
    raw: await lines(`select (created_at at time zone 'utc')::date::text as day, entity_id, product_id,
        coalesce(country, '') as country, coalesce(language, '') as language, outcome, count(*)::int as consultations
      from seal_consultations where account_id = $1
      group by 1, 2, 3, 4, 5, 6`),
  };
}

it("leaves the seeded accounts' rollup equal to their raw consultations", async () => {
  for (const account of [t.demo, t.other]) {
    const { rollup, raw } = await both(account.accountId);
    expect(rollup.length).toBeGreaterThan(0);
    expect(rollup).toEqual(raw);
  }
});

it('rebuilds one account from its raw log, leaving the others as they were', async () => {
  const row = (accountId: string, entityId: string, createdAt: string, outcome = 0) => ({
    accountId,
    entityId,
    serial: 42,
    reference: 'RAW',
    outcome,
    ip: '192.0.2.9',
    country: outcome ? null : 'DE',
    language: 'de',
    createdAt: new Date(createdAt),
  });
  const { demo, other } = t;
  await t.database.db
    .insert(sealConsultations)
    .values([
      row(demo.accountId, demo.entityId, '2014-07-01T23:59:59Z'),
      row(demo.accountId, demo.entityId, '2014-07-02T00:00:00Z'),
      row(demo.accountId, demo.subEntityId, '2014-07-02T12:00:00Z', 108),
      row(other.accountId, other.entityId, '2014-07-02T12:00:00Z'),
    ]);
  await t.database.db.insert(unmatchedConsultations).values({
    reference: 'RAW',
    outcome: 100,
    ip: '192.0.2.9',
    language: 'de',
    createdAt: new Date('2014-07-02T12:00:00Z'),
  });
  const otherBefore = await both(other.accountId);
  expect(otherBefore.rollup).not.toEqual(otherBefore.raw);

  const result = await rebuildConsultationRollup(t.database.db, { accountId: demo.accountId });
  const demoAfter = await both(demo.accountId);
  expect(demoAfter.rollup).toEqual(demoAfter.raw);
  expect(demoAfter.rollup.filter((line) => line.startsWith('2014-07-0'))).toHaveLength(3);
  expect(result.rows).toBe(demoAfter.rollup.length);
  expect(await both(other.accountId)).toEqual(otherBefore);

  await rebuildConsultationRollup(t.database.db);
  const otherAfter = await both(other.accountId);
  expect(otherAfter.rollup).toEqual(otherAfter.raw);
  // A second rebuild changes nothing.
  await rebuildConsultationRollup(t.database.db);
  expect(await both(other.accountId)).toEqual(otherAfter);
});
