import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { traceEvents as contract } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { encodeReference } from '../../modules/seals/reference-codec';
import { demoSealSerial } from './seals';
import { demoPalletCode } from './traceability-containers';
import { DEMO_EVENT_MODELS, DEMO_EVENT_SEALS } from './traceability-events';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const wineCase = (offset: number) => encodeReference(demoSealSerial('inactive') + offset, DEMO_SEAL_KEY);

describe('the demo traceability (docs/traceability.md)', () => {
  it('offers the bottling, shipment and quality-check models to declare from', async () => {
    const models = dataOf(contract.declarable, await admin(contract.declarable, {}));
    const byName = new Map(models.map((model) => [model.name.en, model]));
    expect(byName.get(DEMO_EVENT_MODELS.bottling)).toMatchObject({
      options: { public: true, startEvent: true },
      inUse: true,
      siteIds: [t.demo.siteId],
    });
    expect(byName.get(DEMO_EVENT_MODELS.shipment)).toMatchObject({ target: 'mandatory', inUse: true });
    expect(byName.get(DEMO_EVENT_MODELS.qualityCheck)?.options.public).toBe(false);
  });

  it('tells the journey of the wine-case seals 2,050 to 2,089 in order, one range row per event', async () => {
    const first = dataOf(
      contract.ofReference,
      await admin(contract.ofReference, { ref: wineCase(DEMO_EVENT_SEALS.first) }),
    );
    expect(first.events.map((event) => event.modelName.en)).toEqual([
      DEMO_EVENT_MODELS.bottling,
      DEMO_EVENT_MODELS.shipment,
    ]);
    const last = dataOf(
      contract.ofReference,
      await admin(contract.ofReference, { ref: wineCase(DEMO_EVENT_SEALS.last) }),
    );
    expect(last.events.map((event) => event.modelName.en)).toEqual([DEMO_EVENT_MODELS.bottling]);
    const bottling = dataOf(contract.getEvent, await admin(contract.getEvent, { eventId: last.events[0]!.id }));
    expect(bottling).toMatchObject({ referenceCount: 40, rangeCount: 1 });
    const untouched = dataOf(contract.ofReference, await admin(contract.ofReference, { ref: wineCase(2_090) }));
    expect(untouched.events).toEqual([]);
  });
});

describe("the README's traceability paragraph", () => {
  const readme = fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../README.md'),
    'utf8',
  );
  const paragraph = readme.slice(readme.indexOf('Traceability: the wine case seal'));

  it('names a seal whose consumer page shows the bottling and the shipment', async () => {
    const reference = wineCase(DEMO_EVENT_SEALS.first);
    expect(paragraph.startsWith(`Traceability: the wine case seal \`${reference}\``)).toBe(true);
    const answer = await t.app.inject({ method: 'GET', url: `/consultation?ref=${encodeURIComponent(reference)}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(DEMO_EVENT_MODELS.bottling);
    expect(answer.body).toContain(DEMO_EVENT_MODELS.shipment);
    expect(answer.body).not.toContain(DEMO_EVENT_MODELS.qualityCheck);
  });

  it('names the demo SSCC pallet', () => {
    expect(paragraph).toContain(`pallet \`${demoPalletCode()}\``);
  });
});
