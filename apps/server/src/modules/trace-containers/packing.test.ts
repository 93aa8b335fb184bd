import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, readContainerCode, ssccOf, traceContainers as contract } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { containers, containerSeals, traceEventContainers, traceEvents, traceEventSeals } from '../../db/schema';
import { consultationReference } from '../../db/seed/consultation';
import {
  caseFields,
  createProductContainer,
  demoRange,
  demoReference,
  palletFields,
  productBySku,
} from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const oliveOil = await productBySku(t, t.demo.accountId);
const pallet = await createProductContainer(admin, oliveOil, palletFields());
const caseOf6 = await createProductContainer(admin, oliveOil, caseFields(), pallet.id);
const db = t.database.db;

/** Stock reel A of the demo account: offsets 5,000 to 5,499, each test takes its own. */
const packCase = async (first: number, last: number) =>
  dataOf(
    contract.pack,
    await admin(contract.pack, { productContainerId: caseOf6.id, ranges: [demoRange(first, last)] }),
  );

const containerCount = async () =>
  (await db.select().from(containers).where(eq(containers.accountId, t.demo.accountId))).length;

describe('container.pack into a new container', () => {
  it('makes a case with a console code, its seals as one range, and records an AggregationEvent ADD', async () => {
    const packed = await packCase(5_000, 5_005);
    expect(readContainerCode(packed.container.code)).toMatchObject({ ok: true, kind: 'console' });
    expect(packed).toMatchObject({ sealCount: 6, childCount: 0, ignoredCount: 0 });
    expect(packed.container).toMatchObject({
      level: 2,
      sealCount: 6,
      childCount: 0,
      gtin: caseOf6.gtin,
      parentCode: null,
    });
    const ranges = await db.select().from(containerSeals).where(eq(containerSeals.containerId, packed.container.id));
    expect(ranges).toHaveLength(1);
    const [event] = await db.select().from(traceEvents).where(eq(traceEvents.id, packed.eventId));
    expect(event).toMatchObject({
      epcisType: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      source: 'packing',
      parentContainerId: packed.container.id,
      referenceCount: 6,
      eventModelId: null,
    });
    expect(await db.select().from(traceEventSeals).where(eq(traceEventSeals.eventId, packed.eventId))).toHaveLength(1);
  });

  it('refuses fewer seals than the minimum for a new container, and makes nothing (traceability.quantity)', async () => {
    const before = await containerCount();
    expectError(
      await admin(contract.pack, { productContainerId: caseOf6.id, references: [demoReference(5_010)] }),
      ERRORS.traceability.quantity,
      { min: 2, max: 6, count: 1 },
    );
    expect(await containerCount()).toBe(before);
  });

  it('counts references of a wrong format as ignored, and refuses a pack naming nothing valid', async () => {
    const packed = dataOf(
      contract.pack,
      await admin(contract.pack, {
        productContainerId: caseOf6.id,
        references: [demoReference(5_020), demoReference(5_021), 'not a seal', demoReference(5_020, 1)],
      }),
    );
    expect(packed.sealCount).toBe(2);
    expect(packed.ignored).toEqual([
      { input: 'not a seal', reason: 'format' },
      { input: demoReference(5_020, 1), reason: 'unknown' },
    ]);
    expectError(
      await admin(contract.pack, { productContainerId: caseOf6.id, references: ['nope', demoReference(5_030, 1)] }),
      ERRORS.traceability.noReference,
    );
  });

  it('makes SSCC codes from the model prefix, one serial after the other', async () => {
    const ssccCase = await createProductContainer(
      admin,
      oliveOil,
      caseFields({ name: 'SSCC case', codeKind: 'sscc', ssccPrefix: '03761234567' }),
    );
    const codes = [];
    for (const first of [5_040, 5_050]) {
      const packed = dataOf(
        contract.pack,
        await admin(contract.pack, { productContainerId: ssccCase.id, ranges: [demoRange(first, first + 1)] }),
      );
      codes.push(packed.container.code);
    }
    // 03761234567 + 000001 + the GS1 check digit (weights 3, 1 from the right: sum 93 -> 7).
    expect(codes).toEqual(['037612345670000017', '037612345670000024']);
  });
});

describe('container.pack into an existing container', () => {
  it('adds seals, merged with those it holds, up to the maximum (traceability.quantity)', async () => {
    const { container } = await packCase(5_100, 5_102);
    const added = dataOf(
      contract.pack,
      await admin(contract.pack, { code: container.code, ranges: [demoRange(5_103, 5_105)] }),
    );
    expect(added.container.sealCount).toBe(6);
    const ranges = await db.select().from(containerSeals).where(eq(containerSeals.containerId, container.id));
    expect(ranges).toHaveLength(1);
    expectError(
      await admin(contract.pack, { code: container.code, references: [demoReference(5_106)] }),
      ERRORS.traceability.quantity,
      { min: 2, max: 6, count: 7 },
    );
  });

  it('refuses a seal already in a container, naming it and the container (traceability.alreadyPacked)', async () => {
    const first = await packCase(5_110, 5_112);
    expectError(
      await admin(contract.pack, { productContainerId: caseOf6.id, ranges: [demoRange(5_108, 5_111)] }),
      ERRORS.traceability.alreadyPacked,
      { input: demoReference(5_110), code: first.container.code },
    );
  });

  it('answers 103 for a code of no container shape and 116 for an unknown one', async () => {
    expectError(
      await admin(contract.pack, { code: 'SC26-NOTACODE', references: [demoReference(5_120)] }),
      ERRORS.containerLookup.invalid,
    );
    expectError(
      await admin(contract.pack, { code: ssccOf('03761234567', 99_999), references: [demoReference(5_120)] }),
      ERRORS.containerLookup.unknown,
    );
  });
});

describe('aggregation of cases into a pallet', () => {
  it('packs two cases into a pallet, each then in no other one', async () => {
    const a = await packCase(5_200, 5_205);
    const b = await packCase(5_206, 5_211);
    const packed = dataOf(
      contract.pack,
      await admin(contract.pack, {
        productContainerId: pallet.id,
        containerCodes: [a.container.code, b.container.code.toLowerCase()],
      }),
    );
    expect(packed.container).toMatchObject({ level: 3, childCount: 2, sealCount: 0 });
    expect(
      await db.select().from(traceEventContainers).where(eq(traceEventContainers.eventId, packed.eventId)),
    ).toHaveLength(2);
    const [child] = await db.select().from(containers).where(eq(containers.id, a.container.id));
    expect(child!.parentId).toBe(packed.container.id);

    const c = await packCase(5_212, 5_213);
    expectError(
      await admin(contract.pack, {
        productContainerId: pallet.id,
        containerCodes: [c.container.code, a.container.code],
      }),
      ERRORS.traceability.alreadyPacked,
      { input: a.container.code, code: packed.container.code },
    );
  });

  it('refuses seals in a pallet, a case in a case, and a pallet below its level (traceability.wrongContent)', async () => {
    const a = await packCase(5_220, 5_221);
    const b = await packCase(5_222, 5_223);
    expectError(
      await admin(contract.pack, { productContainerId: pallet.id, ranges: [demoRange(5_224, 5_225)] }),
      ERRORS.traceability.wrongContent,
    );
    expectError(
      await admin(contract.pack, { code: a.container.code, containerCodes: [b.container.code] }),
      ERRORS.traceability.wrongContent,
      { input: b.container.code },
    );
    const both = await createProductContainer(admin, oliveOil, caseFields({ name: 'Mixed case', contentType: 'both' }));
    expectError(
      await admin(contract.pack, { productContainerId: both.id, containerCodes: [b.container.code, a.container.code] }),
      ERRORS.traceability.wrongContent,
    );
  });
});

describe('container.unpack', () => {
  it('takes some seals out, leaving the ranges around them, and records an AggregationEvent DELETE', async () => {
    const { container } = await packCase(5_300, 5_305);
    const out = dataOf(
      contract.unpack,
      await admin(contract.unpack, { code: container.code, references: [demoReference(5_302), demoReference(5_400)] }),
    );
    expect(out).toMatchObject({ sealCount: 1, ignoredCount: 1, container: { sealCount: 5 } });
    expect(out.ignored).toEqual([{ input: demoReference(5_400), reason: 'container' }]);
    const ranges = await db
      .select()
      .from(containerSeals)
      .where(and(eq(containerSeals.accountId, t.demo.accountId), eq(containerSeals.containerId, container.id)))
      .orderBy(containerSeals.firstSerial);
    expect(ranges.map((range) => range.lastSerial - range.firstSerial + 1)).toEqual([2, 3]);
    const [event] = await db.select().from(traceEvents).where(eq(traceEvents.id, out.eventId));
    expect(event).toMatchObject({ action: 'DELETE', bizStep: 'unpacking', referenceCount: 1 });
    // The seal is free again: another case takes it.
    dataOf(
      contract.pack,
      await admin(contract.pack, {
        productContainerId: caseOf6.id,
        references: [demoReference(5_302), demoReference(5_306)],
      }),
    );
  });

  it('empties a pallet with all, its cases free again', async () => {
    const a = await packCase(5_310, 5_311);
    const b = await packCase(5_312, 5_313);
    const full = dataOf(
      contract.pack,
      await admin(contract.pack, {
        productContainerId: pallet.id,
        containerCodes: [a.container.code, b.container.code],
      }),
    );
    const out = dataOf(contract.unpack, await admin(contract.unpack, { code: full.container.code, all: true }));
    expect(out).toMatchObject({ childCount: 2, container: { childCount: 0 } });
    const [child] = await db.select().from(containers).where(eq(containers.id, a.container.id));
    expect(child!.parentId).toBeNull();
    expectError(
      await admin(contract.unpack, { code: full.container.code, all: true }),
      ERRORS.traceability.noReference,
    );
  });
});

describe("a packed seal on the consumer's page", () => {
  const page = async (ref: string) =>
    (await t.app.inject({ method: 'GET', url: `/consultation?ref=${encodeURIComponent(ref)}` })).body;
  const journeySteps = (body: string) => body.match(/data-testid="journey-step"/g)?.length ?? 0;

  it('shows the public events of the case holding it, when no event names the seal itself', async () => {
    // Two valid seals packed; the packing's own record of them taken away, so that only the case
    // leads to them (the look-up's `traced`, seals/public-seal.repository.ts).
    const [first, second] = [consultationReference('load', 0, 900), consultationReference('load', 0, 901)];
    const packed = dataOf(
      contract.pack,
      await admin(contract.pack, { productContainerId: caseOf6.id, references: [first, second] }),
    );
    await db
      .delete(traceEventSeals)
      .where(and(eq(traceEventSeals.accountId, t.demo.accountId), eq(traceEventSeals.eventId, packed.eventId)));
    expect(await page(first)).toContain('data-testid="result"');
    expect(journeySteps(await page(first))).toBe(0);

    const [shipped] = await db
      .insert(traceEvents)
      .values({
        accountId: t.demo.accountId,
        entityId: t.demo.entityId,
        epcisType: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        eventTime: new Date('2026-05-04T08:00:00Z'),
        eventTimeZoneOffset: '+00:00',
        public: true,
        source: 'epcis',
      })
      .returning();
    await db
      .insert(traceEventContainers)
      .values({ accountId: t.demo.accountId, eventId: shipped!.id, containerId: packed.container.id });
    expect(journeySteps(await page(first))).toBe(1);
  });
});
