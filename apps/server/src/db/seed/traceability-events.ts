import type { EventModelItem, EventModelOptions, Localised } from '@seal/shared/contract/trace-events';
import { DEMO_KEY_VERSION } from '../../modules/seals/demo-seal-key';
import type { Db } from '../client';
import { eventModels, eventModelSites, traceEvents, traceEventSeals } from '../schema';
import type { DemoData } from './demo-data';
import { daysBefore } from './demo-timeline';
import { demoSealSerial } from './seals';

/**
 * The demo's traceability (docs/traceability.md): a public bottling (the start of the wine's
 * journey, lot number AI 10 and bottling date), a public shipment to a target site with a carrier
 * list, and an internal quality check; events on the wine-case seals at offsets 2,050 to 2,089 of
 * the block. The browser journeys use 2,090-2,099 and the stock 6,000-6,399: left alone here.
 */
export const DEMO_EVENT_SEALS = { first: 2_050, last: 2_089 } as const;

export const DEMO_EVENT_MODELS = { bottling: 'Bottling', shipment: 'Shipment', qualityCheck: 'Quality check' } as const;

const item = (
  label: Localised,
  aiTag: string,
  format: EventModelItem['format'],
  extra: Partial<EventModelItem> = {},
) => ({
  label,
  format,
  aiTag,
  listItems: [],
  mask: null,
  colourLevel: 0 as const,
  targetCountry: false,
  mandatory: false,
  ...extra,
});

const options = (extra: Partial<EventModelOptions>): EventModelOptions => ({
  canDeclareContainers: false,
  severalReferences: true,
  public: false,
  sharedWithEntities: false,
  startEvent: false,
  ...extra,
});

export async function seedTraceabilityEvents(tx: Db, demo: DemoData, block: number, now: Date) {
  const { accountId, entityId, siteId } = demo;
  const declaredBy = demo.userIds.admin;
  const [bottling, shipment, qualityCheck] = await tx
    .insert(eventModels)
    .values([
      {
        accountId,
        entityId,
        name: { en: DEMO_EVENT_MODELS.bottling, fr: 'Mise en bouteille', zh: '装瓶' },
        items: [
          item({ en: 'Lot number', fr: 'Numéro de lot', zh: '批号' }, '10', 'text', { mandatory: true }),
          item({ en: 'Bottling date', fr: 'Date de mise en bouteille', zh: '装瓶日期' }, '11', 'date'),
        ],
        options: options({ public: true, startEvent: true, sharedWithEntities: true }),
        target: 'none',
        bizStep: 'commissioning',
        disposition: 'active',
        createdBy: declaredBy,
      },
      {
        accountId,
        entityId,
        name: { en: DEMO_EVENT_MODELS.shipment, fr: 'Expédition', zh: '发货' },
        items: [
          item({ en: 'Carrier', fr: 'Transporteur', zh: '承运方式' }, 'carrier', 'list', {
            listItems: [
              { label: { en: 'Road', fr: 'Route', zh: '公路' } },
              { label: { en: 'Sea', fr: 'Mer', zh: '海运' } },
              { label: { en: 'Air', fr: 'Avion', zh: '空运' } },
            ],
          }),
          item({ en: 'Destination country', fr: 'Pays de destination', zh: '目的国' }, 'dest', 'country', {
            targetCountry: true,
          }),
        ],
        options: options({ public: true, canDeclareContainers: true }),
        target: 'mandatory',
        bizStep: 'shipping',
        disposition: 'in_transit',
        createdBy: declaredBy,
      },
      {
        accountId,
        entityId,
        name: { en: DEMO_EVENT_MODELS.qualityCheck, fr: 'Contrôle qualité', zh: '质量检查' },
        items: [item({ en: 'Inspector', fr: 'Contrôleur', zh: '检查员' }, 'inspector', 'text', { colourLevel: 1 })],
        options: options({ severalReferences: false }),
        target: 'none',
        bizStep: 'inspecting',
        disposition: null,
        createdBy: declaredBy,
      },
    ])
    .returning();
  await tx
    .insert(eventModelSites)
    .values([bottling!, shipment!].map((model) => ({ accountId, eventModelId: model.id, siteId })));

  const serial = (offset: number) => demoSealSerial('inactive', block) + offset;
  const declare = async (
    model: typeof bottling,
    seals: [number, number],
    daysAgo: number,
    data: Record<string, string>,
    extra: Partial<typeof traceEvents.$inferInsert> = {},
  ) => {
    const [event] = await tx
      .insert(traceEvents)
      .values({
        accountId,
        entityId,
        eventModelId: model!.id,
        epcisType: 'ObjectEvent',
        action: model!.options.startEvent ? 'ADD' : 'OBSERVE',
        bizStep: model!.bizStep,
        disposition: model!.disposition,
        eventTime: daysBefore(now, daysAgo),
        eventTimeZoneOffset: '+02:00',
        data,
        public: model!.options.public,
        source: 'console',
        referenceCount: seals[1] - seals[0] + 1,
        declaredBy,
        ...extra,
      })
      .returning({ id: traceEvents.id });
    await tx.insert(traceEventSeals).values({
      accountId,
      eventId: event!.id,
      firstSerial: serial(seals[0]),
      lastSerial: serial(seals[1]),
      keyVersion: DEMO_KEY_VERSION,
    });
  };
  const bottled = daysBefore(now, 60).toISOString().slice(0, 10);
  await declare(
    bottling,
    [DEMO_EVENT_SEALS.first, DEMO_EVENT_SEALS.last],
    60,
    { '10': 'LOT-2025-118', '11': bottled },
    { siteId },
  );
  await declare(
    shipment,
    [DEMO_EVENT_SEALS.first, 2_069],
    20,
    { carrier: 'Sea', dest: 'CN' },
    { targetSiteId: siteId },
  );
  await declare(qualityCheck, [2_070, 2_070], 45, { inspector: 'Alice Admin' }, { siteId });
}
