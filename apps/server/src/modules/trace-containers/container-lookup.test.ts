import { describe, expect, it } from 'vitest';
import { ERRORS, traceContainers as contract, traceEvents } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { demoPalletCode } from '../../db/seed/traceability-containers';
import { modelFields } from '../trace-events/test-support';
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
const intruder = caller(t, await t.login('other.admin@demo.test'));
const oliveOil = await productBySku(t, t.demo.accountId);
const pallet = await createProductContainer(admin, oliveOil, palletFields());
const caseOf6 = await createProductContainer(admin, oliveOil, caseFields(), pallet.id);

const pack = async (vars: Parameters<typeof admin<typeof contract.pack>>[1]) =>
  dataOf(contract.pack, await admin(contract.pack, vars)).container;
const a = await pack({
  productContainerId: caseOf6.id,
  ranges: [demoRange(5_000, 5_003)],
  references: [demoReference(5_010)],
});
const b = await pack({ productContainerId: caseOf6.id, ranges: [demoRange(5_020, 5_021)] });
const top = await pack({ productContainerId: pallet.id, containerCodes: [a.code, b.code] });

describe('container.lookup', () => {
  it('answers the content tree with each case and its seals as printed ranges', async () => {
    const found = dataOf(contract.lookup, await admin(contract.lookup, { code: top.code.toLowerCase() }));
    expect(found.container).toMatchObject({ code: top.code, level: 3, childCount: 2 });
    expect(found.ancestors).toEqual([]);
    expect(found.truncated).toBe(false);
    expect(found.tree).toMatchObject({ code: top.code, level: 3, sealCount: 0, ranges: [] });
    const children = Object.fromEntries(found.tree.children.map((child) => [child.code, child]));
    expect(children[a.code]).toMatchObject({
      level: 2,
      sealCount: 5,
      productTitle: 'Olive oil 50 cl',
      ranges: [
        { first: demoReference(5_000), last: demoReference(5_003), count: 4 },
        { first: demoReference(5_010), last: demoReference(5_010), count: 1 },
      ],
    });
    expect(children[b.code]!.ranges).toEqual([{ first: demoReference(5_020), last: demoReference(5_021), count: 2 }]);
  });

  it('answers the containers above a case', async () => {
    const found = dataOf(contract.lookup, await admin(contract.lookup, { code: a.code }));
    expect(found.ancestors).toEqual([{ code: top.code, level: 3 }]);
    expect(found.tree.children).toEqual([]);
  });

  it('answers 103 for no container shape or a mistyped check letter, 116 for a code no container of the account has', async () => {
    expectError(await admin(contract.lookup, { code: 'hello world' }), ERRORS.containerLookup.invalid);
    const typo = a.code.slice(0, -1) + (a.code.endsWith('A') ? 'B' : 'A');
    expectError(await admin(contract.lookup, { code: typo }), ERRORS.containerLookup.invalid);
    expectError(await admin(contract.lookup, { code: '006141411234567890' }), ERRORS.containerLookup.unknown);
    expectError(await intruder(contract.lookup, { code: top.code }), ERRORS.containerLookup.unknown);
  });
});

describe('container.ofReference', () => {
  it('answers the containers of a seal from the innermost out, and none for a seal in none', async () => {
    const found = dataOf(contract.ofReference, await admin(contract.ofReference, { ref: demoReference(5_002) }));
    expect(found).toEqual({
      ref: demoReference(5_002),
      path: [
        { code: a.code, level: 2 },
        { code: top.code, level: 3 },
      ],
    });
    expect(dataOf(contract.ofReference, await admin(contract.ofReference, { ref: demoReference(5_100) })).path).toEqual(
      [],
    );
  });

  it("tells another account nothing of the seal's containers", async () => {
    expect(
      dataOf(contract.ofReference, await intruder(contract.ofReference, { ref: demoReference(5_002) })).path,
    ).toEqual([]);
  });
});

describe('the demo pallet', () => {
  it('is found by its SSCC, holding two cases of six olive-oil seals (seed/traceability-containers.ts)', async () => {
    const found = dataOf(contract.lookup, await admin(contract.lookup, { code: `(00)${demoPalletCode()}` }));
    expect(found.container).toMatchObject({ code: demoPalletCode(), codeKind: 'sscc', level: 3, childCount: 2 });
    expect(found.tree.children.map((child) => [child.productTitle, child.sealCount])).toEqual([
      ['Olive oil 50 cl', 6],
      ['Olive oil 50 cl', 6],
    ]);
    const seals = found.tree.children.flatMap((child) => child.ranges).sort((x, y) => x.count - y.count);
    expect(seals).toHaveLength(2);
    const path = dataOf(contract.ofReference, await admin(contract.ofReference, { ref: demoReference(315) })).path;
    expect(path.map((step) => step.level)).toEqual([2, 3]);
    expect(path[1]!.code).toBe(demoPalletCode());
  });
});

describe('the events of a container', () => {
  it('answers those declared on it and above it, and those of the seals inside with how many of them', async () => {
    const model = dataOf(traceEvents.create, await admin(traceEvents.create, modelFields()));
    const declared = dataOf(
      traceEvents.declare,
      await admin(traceEvents.declare, {
        eventModelId: model.id,
        eventTime: '2026-05-01T10:00:00+02:00',
        data: { '10': 'L42' },
        references: [demoReference(5_001), demoReference(5_020), demoReference(5_200)],
      }),
    );
    const ofPallet = dataOf(contract.lookup, await admin(contract.lookup, { code: top.code }));
    expect(ofPallet.contentEvents.find((event) => event.id === declared.eventId)).toMatchObject({ sealCount: 2 });
    expect(ofPallet.events.map((event) => event.bizStep)).toEqual(['packing']);

    const ofCase = dataOf(contract.lookup, await admin(contract.lookup, { code: b.code }));
    // Its own packing and the pallet's (which packed it).
    expect(ofCase.events.map((event) => event.bizStep)).toEqual(['packing', 'packing']);
    expect(ofCase.contentEvents.map((event) => [event.id, event.sealCount])).toEqual([[declared.eventId, 1]]);
  });
});
