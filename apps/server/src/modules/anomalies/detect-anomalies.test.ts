import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts as alertContract, anomalies as contract, webhooks as webhookContract } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { alertDeliveries, anomalies, anomalyScan, webhookDeliveries } from '../../db/schema';
import { ref } from '../activation/test-support';
import { detectAnomalies } from './detect-anomalies';
import { consult, minutes, reelWithTarget, scanClock } from './test-support';
import { ANOMALY_THRESHOLDS as T } from './thresholds';

const t = await useTestApp();
const db = t.database.db;
const clock = await scanClock(t);
const demoReel = await reelWithTarget(t, 'demo', 10, 'FR');
const otherReel = await reelWithTarget(t, 'other', 10, 'FR');
/** Each test uses its own seals of the demo reel (offsets 10 and up are not activated). */
let nextSeal = 10;
const seal = () => {
  const serial = demoReel.firstSerial + nextSeal++;
  return { serial, reference: ref(serial) };
};
const scan = (until: Date) => detectAnomalies(db, { until });

describe('impossible travel', () => {
  it('finds one seal consulted from France then Japan 40 minutes later, with distance and speed', async () => {
    const day = clock.nextDay();
    const s = seal();
    await consult(t, [
      { ...s, ip: '81.2.69.10', country: 'FR', at: minutes(day, 5) },
      { ...s, ip: '126.0.0.7', country: 'JP', at: minutes(day, 45) },
    ]);
    const { found } = await scan(minutes(day, 60));
    const travel = found.filter((a) => a.kind === 'impossibleTravel');
    expect(travel).toHaveLength(1);
    expect(travel[0]).toMatchObject({ accountId: t.demo.accountId, serial: s.serial, reference: s.reference });
    const evidence = travel[0]!.evidence as {
      distanceKm: number;
      minutes: number;
      speedKmh: number;
      from: object;
      to: object;
    };
    expect(evidence.distanceKm).toBeGreaterThan(9000);
    expect(evidence.minutes).toBe(40);
    expect(evidence.speedKmh).toBe(Math.round(evidence.distanceKm / (40 / 60)));
    expect(evidence.from).toMatchObject({ country: 'FR', network: '81.2.69.0/24' });
    expect(evidence.to).toMatchObject({ country: 'JP', network: '126.0.0.0/24' });
  });

  it('finds nothing for neighbours, for a flight that takes long enough, or for one country', async () => {
    const day = clock.nextDay();
    const near = seal();
    const slow = seal();
    const home = seal();
    await consult(t, [
      // France to Belgium in 5 minutes: fast, but under the minimum distance.
      { ...near, ip: '81.2.69.10', country: 'FR', at: minutes(day, 5) },
      { ...near, ip: '81.2.70.10', country: 'BE', at: minutes(day, 10) },
      // France to Japan in 15 hours: an airliner does it.
      { ...slow, ip: '81.2.69.10', country: 'FR', at: minutes(day, 0) },
      { ...slow, ip: '126.0.0.7', country: 'JP', at: minutes(day, 15 * 60) },
      { ...home, ip: '81.2.69.10', country: 'FR', at: minutes(day, 1) },
      { ...home, ip: '81.2.99.10', country: 'FR', at: minutes(day, 2) },
    ]);
    const { found } = await scan(minutes(day, 16 * 60));
    expect(found.filter((a) => a.kind === 'impossibleTravel')).toEqual([]);
  });
});

describe('many networks', () => {
  it(`finds a seal consulted from ${T.manyNetworks.networks} networks within ${T.manyNetworks.windowDays} days, not from fewer or from one network`, async () => {
    const day = clock.nextDay();
    const copied = seal();
    const fewer = seal();
    const sameNetwork = seal();
    const n = T.manyNetworks.networks;
    await consult(t, [
      ...Array.from({ length: n }, (_, i) => ({ ...copied, ip: `81.2.${i}.9`, at: minutes(day, i * 300) })),
      ...Array.from({ length: n - 1 }, (_, i) => ({ ...fewer, ip: `81.3.${i}.9`, at: minutes(day, i * 300) })),
      ...Array.from({ length: n }, (_, i) => ({ ...sameNetwork, ip: `81.4.4.${i + 1}`, at: minutes(day, i * 300) })),
    ]);
    const { found } = await scan(minutes(day, n * 300));
    const many = found.filter((a) => a.kind === 'manyNetworks');
    expect(many.map((a) => a.serial)).toEqual([copied.serial]);
    expect(many[0]!.evidence).toMatchObject({ networkCount: n, windowDays: T.manyNetworks.windowDays });
    expect((many[0]!.evidence as { networks: string[] }).networks).toContain('81.2.0.0/24');
  });

  it('counts an IPv6 network by its /48', async () => {
    const day = clock.nextDay();
    const s = seal();
    const n = T.manyNetworks.networks;
    // Ten addresses in one /48: one network.
    await consult(
      t,
      Array.from({ length: n }, (_, i) => ({ ...s, ip: `2a01:e0a:${10}:${i}::1`, at: minutes(day, i) })),
    );
    const { found } = await scan(minutes(day, 60));
    expect(found.filter((a) => a.kind === 'manyNetworks')).toEqual([]);
  });
});

describe('invalid probing', () => {
  it('attributes a network trying invalid references to the accounts whose seals it consulted in that hour, and to none other', async () => {
    const day = clock.nextDay();
    const n = T.invalidProbing.attempts;
    const invalid = (network: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        reference: `BAD${network}${i}`,
        ip: `${network}.${i + 1}`,
        at: minutes(day, i),
      }));
    const own = seal();
    await consult(t, [
      ...invalid('95.10.10', n), // with a demo seal consulted from it: the demo's signal
      { ...own, ip: '95.10.10.200', at: minutes(day, 30) },
      ...invalid('95.10.11', n), // no seal of anyone consulted from it: nobody's signal
      ...invalid('95.10.12', n - 1), // too few
      { ...own, ip: '95.10.12.200', at: minutes(day, 31) },
    ]);
    const { found } = await scan(minutes(day, 60));
    const probing = found.filter((a) => a.kind === 'invalidProbing');
    expect(probing).toHaveLength(1);
    expect(probing[0]).toMatchObject({ accountId: t.demo.accountId, serial: null });
    expect(probing[0]!.evidence).toMatchObject({ network: '95.10.10.0/24', attempts: n });
    expect((probing[0]!.evidence as { references: string[] }).references).toHaveLength(n);
  });

  it('gives each account that consulted from the network its own signal', async () => {
    const day = clock.nextDay();
    const n = T.invalidProbing.attempts;
    const other = otherReel.firstSerial + 50;
    await consult(t, [
      ...Array.from({ length: n }, (_, i) => ({ reference: `X${i}`, ip: `95.20.20.${i + 1}`, at: minutes(day, i) })),
      { ...seal(), ip: '95.20.20.100', at: minutes(day, 40) },
      { account: 'other', serial: other, reference: ref(other), ip: '95.20.20.101', at: minutes(day, 41) },
    ]);
    const { found } = await scan(minutes(day, 60));
    const accounts = found.filter((a) => a.kind === 'invalidProbing').map((a) => a.accountId);
    expect(accounts.sort()).toEqual([t.demo.accountId, t.other.accountId].sort());
  });
});

describe('reel probing', () => {
  it(`finds ${T.reelProbing.references} references of one reel consulted from one network in an hour, not fewer`, async () => {
    const day = clock.nextDay();
    const n = T.reelProbing.references;
    const probed = Array.from({ length: n }, () => seal());
    const fewer = Array.from({ length: n - 1 }, () => seal());
    await consult(t, [
      ...probed.map((s, i) => ({ ...s, ip: '88.1.1.5', outcome: 102, at: minutes(day, i * 2) })),
      ...fewer.map((s, i) => ({ ...s, ip: '88.1.2.5', outcome: 102, at: minutes(day, i * 2) })),
    ]);
    const { found } = await scan(minutes(day, 60));
    const reel = found.filter((a) => a.kind === 'reelProbing');
    expect(reel).toHaveLength(1);
    expect(reel[0]!.evidence).toMatchObject({ network: '88.1.1.0/24', referenceCount: n, reel: demoReel.id });
    expect(new Set((reel[0]!.evidence as { references: string[] }).references)).toEqual(
      new Set(probed.map((s) => s.reference)),
    );
  });
});

describe('outside the target country', () => {
  it("finds a consultation from another country than the activation's target, not from the target", async () => {
    const day = clock.nextDay();
    const serial = demoReel.firstSerial; // activated for FR
    const unactivated = seal();
    await consult(t, [
      { serial, reference: ref(serial), ip: '81.2.69.10', country: 'FR', at: minutes(day, 1) },
      { serial, reference: ref(serial), ip: '81.2.69.10', country: 'US', at: minutes(day, 2 * 60) },
      { ...unactivated, ip: '81.2.69.10', country: 'US', at: minutes(day, 3) },
    ]);
    const { found } = await scan(minutes(day, 4 * 60));
    const outside = found.filter((a) => a.kind === 'outsideTargetCountry');
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatchObject({ serial, reference: ref(serial) });
    expect(outside[0]!.evidence).toMatchObject({ targetCountry: 'FR', consultation: { country: 'US' } });
  });
});

describe('the scan', () => {
  it('stores a signal once: scanning the same consultations again, from the start, adds nothing', async () => {
    const day = clock.nextDay();
    const s = seal();
    await consult(t, [
      { ...s, ip: '81.2.69.10', country: 'FR', at: minutes(day, 5) },
      { ...s, ip: '126.0.0.7', country: 'JP', at: minutes(day, 45) },
    ]);
    const until = minutes(day, 60);
    expect((await scan(until)).found).toHaveLength(1);
    expect((await scan(until)).found).toEqual([]);
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(anomalies);
    await db.update(anomalyScan).set({ scannedUntil: minutes(day, 0) });
    expect((await scan(until)).found).toEqual([]);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(anomalies)).toEqual(before);
    const [mark] = await db.select().from(anomalyScan);
    expect(mark!.scannedUntil.toISOString()).toBe(until.toISOString());
  });

  it("tells the account's webhooks of each new anomaly, and shows each account only its own", async () => {
    const admin = caller(t, await t.login('admin@demo.test'));
    const intruder = caller(t, await t.login('other.admin@demo.test'));
    const { webhook } = dataOf(
      webhookContract.create,
      await admin(webhookContract.create, { url: 'https://hooks.example.com/seal', events: ['anomaly.detected'] }),
    );
    const day = clock.nextDay();
    const s = seal();
    await consult(t, [
      { ...s, ip: '81.2.69.10', country: 'FR', at: minutes(day, 5) },
      { ...s, ip: '126.0.0.7', country: 'JP', at: minutes(day, 45) },
    ]);
    const { found } = await scan(minutes(day, 60));
    const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(deliveries).toHaveLength(found.length);
    expect(deliveries[0]).toMatchObject({
      event: 'anomaly.detected',
      payload: { id: found[0]!.id, kind: 'impossibleTravel' },
    });

    const mine = dataOf(contract.list, await admin(contract.list, { filters: { kind: 'impossibleTravel' } }));
    expect(mine.rows.map((row) => row.id)).toContain(found[0]!.id);
    expect(mine.rows.every((row) => row.kind === 'impossibleTravel')).toBe(true);
    const theirs = dataOf(contract.list, await intruder(contract.list, {}));
    expect(theirs.rows.map((row) => row.id)).not.toContain(found[0]!.id);
    const period = dataOf(
      contract.list,
      await admin(contract.list, {
        filters: { from: day.toISOString().slice(0, 10), to: day.toISOString().slice(0, 10) },
      }),
    );
    expect(period.rows.map((row) => row.id)).toEqual([found[0]!.id]);
  });

  it('fires the alerts whose conditions name the kind and cover the seal', async () => {
    const admin = caller(t, await t.login('admin@demo.test'));
    const s = seal();
    const created = await admin(alertContract.createAlert, {
      name: 'Travellers',
      type: 'range',
      firstReference: s.reference,
      lastReference: s.reference,
      limit: 1000,
      anomalyKinds: ['impossibleTravel'],
      to: ['investigations@demo.test'],
    });
    const { id: alertId } = dataOf(alertContract.createAlert, created);
    const day = clock.nextDay();
    await consult(t, [
      { ...s, ip: '81.2.69.10', country: 'FR', at: minutes(day, 5) },
      { ...s, ip: '126.0.0.7', country: 'JP', at: minutes(day, 45) },
    ]);
    await scan(minutes(day, 60));
    const fired = await db.select().from(alertDeliveries).where(eq(alertDeliveries.alertId, alertId));
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ serial: s.serial, reasons: ['impossibleTravel'] });
  });
});
