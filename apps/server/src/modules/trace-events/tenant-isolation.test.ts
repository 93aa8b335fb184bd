import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { traceEvents } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { issueReels } from '../seals/reels.service';
import { encodeReference } from '../seals/reference-codec';
import { KEY_0 } from '../seals/test-keys';
import { modelFields } from './test-support';

interface Tenant extends DemoData {
  eventModelId: string;
  /** A model no event uses, which its owner may change. */
  freeModelId: string;
  eventId: string;
  /** A seal of the account's own reel, for declarations. */
  reference: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const fields = modelFields({ target: 'optional', siteIds: [seeded.siteId], options: { canDeclareContainers: true } });
  const model = dataOf(traceEvents.create, await call(traceEvents.create, fields));
  const [reel] = await issueReels(t.database.db, KEY_0, { ...seeded, reels: 1, size: 100 });
  const reference = encodeReference(reel!.firstSerial, KEY_0);
  const declared = await call(traceEvents.declare, {
    eventModelId: model.id,
    eventTime: '2026-05-01T10:00:00Z',
    data: { '10': 'LOT-1' },
    references: [reference],
  });
  const free = dataOf(traceEvents.create, await call(traceEvents.create, modelFields({ name: { en: 'Free' } })));
  return {
    ...seeded,
    eventModelId: model.id,
    freeModelId: free.id,
    eventId: dataOf(traceEvents.declare, declared).eventId,
    reference,
  };
}

const declaration = (o: Tenant) => ({
  eventModelId: o.eventModelId,
  eventTime: '2026-05-02T10:00:00Z',
  siteId: o.siteId,
  targetSiteId: o.siteId,
  data: { '10': 'LOT-2' },
  references: [o.reference],
});

describeTenantIsolation<Tenant>({
  area: 'trace-events',
  namespaces: [traceEvents],
  minMethodsWithIds: 8,
  tables: [
    schema.eventModels,
    schema.eventModelSites,
    schema.traceEvents,
    schema.traceEventSeals,
    schema.traceEventContainers,
    schema.sites,
    schema.actionLog,
  ] satisfies Table[],
  prepare,
  fixtures: {
    'eventModel.list': (o) => ({ filters: { siteId: o.siteId } }),
    'eventModel.get': (o) => ({ eventModelId: o.eventModelId }),
    'eventModel.create': (o) => modelFields({ name: { en: 'Isolation' }, siteIds: [o.siteId] }),
    'eventModel.update': (o) => ({ ...modelFields({ siteIds: [o.siteId] }), eventModelId: o.freeModelId }),
    'eventModel.copy': (o) => ({ eventModelId: o.eventModelId }),
    'traceEvent.list': (o) => ({ filters: { eventModelId: o.eventModelId, siteId: o.siteId } }),
    'traceEvent.get': (o) => ({ eventId: o.eventId }),
    'traceEvent.declare': declaration,
    'traceEvent.update': (o) => {
      const { eventModelId: _model, ...fields } = declaration(o);
      return { ...fields, eventId: o.eventId };
    },
  },
  more: (context) => {
    it("lists, offers and reads none of the other account's models and events", async () => {
      const { demo, intruder } = context();
      const models = dataOf(traceEvents.list, await intruder(traceEvents.list, { size: 100 }));
      expect(models.rows.length).toBeGreaterThan(0);
      expect(models.rows.map((row) => row.id)).not.toContain(demo.eventModelId);
      const declarable = dataOf(traceEvents.declarable, await intruder(traceEvents.declarable, {}));
      expect(declarable.map((model) => model.id)).not.toContain(demo.eventModelId);
      const events = dataOf(traceEvents.listEvents, await intruder(traceEvents.listEvents, { size: 100 }));
      expect(events.rows.length).toBeGreaterThan(0);
      expect(events.rows.map((row) => row.id)).not.toContain(demo.eventId);
      const bySeal = await intruder(traceEvents.ofReference, { ref: demo.reference });
      expect(bySeal.json()).toMatchObject({ key: 'common.notFound' });
    });

    it("ignores another account's seals in a declaration, as unknown ones", async () => {
      const { demo, other, intruder } = context();
      const response = await intruder(traceEvents.declare, {
        ...declaration(other),
        references: [demo.reference, other.reference],
      });
      expect(dataOf(traceEvents.declare, response)).toMatchObject({
        referenceCount: 1,
        ignored: [{ input: demo.reference, reason: 'unknown' }],
      });
    });
  },
});
