import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { apiTokens } from '@seal/shared';
import { eq } from 'drizzle-orm';
import {
  containerModels,
  containers,
  epcisEvents,
  productContainers,
  products,
  traceEventContainers,
  traceEventSeals,
  traceEvents,
} from '../../db/schema';
import { claimContainerCodes } from '../trace-containers/containers.repository';
import { DEMO_KEY_VERSION } from '../seals/demo-seal-key';
import { demoSealSerial, type DemoSeal } from '../../db/seed/seals';
import { epcisEventColumns } from './epcis-event-columns';

export interface TestEvent {
  accountId: string;
  entityId: string;
  bizStep?: string;
  disposition?: string | null;
  eventTime?: string;
  siteId?: string | null;
  targetSiteId?: string | null;
  data?: Record<string, string>;
  public?: boolean;
  /** Ranges of serials of the demo key. */
  serials?: [number, number][];
  createdAt?: Date;
  epcisType?: 'ObjectEvent' | 'AggregationEvent';
  action?: 'ADD' | 'OBSERVE' | 'DELETE';
  parentContainerId?: string | null;
  containerIds?: string[];
  eventModelId?: string | null;
}

/** An ObjectEvent written straight into the tables, as a declaration would (the query side reads only). */
export async function insertEvent(t: TestApp, event: TestEvent) {
  const serials = event.serials ?? [];
  const [row] = await t.database.db
    .insert(traceEvents)
    .values({
      accountId: event.accountId,
      entityId: event.entityId,
      epcisType: event.epcisType ?? 'ObjectEvent',
      action: event.action ?? 'OBSERVE',
      parentContainerId: event.parentContainerId ?? null,
      eventModelId: event.eventModelId ?? null,
      containerCount: event.containerIds?.length ?? 0,
      bizStep: event.bizStep ?? 'shipping',
      disposition: event.disposition ?? null,
      eventTime: new Date(event.eventTime ?? '2026-03-01T10:00:00+02:00'),
      eventTimeZoneOffset: '+02:00',
      siteId: event.siteId ?? null,
      targetSiteId: event.targetSiteId ?? null,
      data: event.data ?? {},
      public: event.public ?? false,
      source: 'console',
      referenceCount: serials.reduce((sum, [first, last]) => sum + last - first + 1, 0),
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .returning();
  if (serials.length > 0)
    await t.database.db.insert(traceEventSeals).values(
      serials.map(([firstSerial, lastSerial]) => ({
        accountId: event.accountId,
        eventId: row!.id,
        firstSerial,
        lastSerial,
        keyVersion: DEMO_KEY_VERSION,
      })),
    );
  if (event.containerIds?.length)
    await t.database.db
      .insert(traceEventContainers)
      .values(event.containerIds.map((containerId) => ({ accountId: event.accountId, eventId: row!.id, containerId })));
  return row!;
}

/** Containers written straight into the tables: a case model, its product container, and one container per code. */
export async function insertContainers(t: TestApp, owner: { accountId: string; entityId: string }, codes: string[]) {
  const { db } = t.database;
  const { accountId, entityId } = owner;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, accountId))
    .limit(1);
  const [model] = await db
    .insert(containerModels)
    .values({
      accountId,
      entityId,
      name: 'Case',
      language: 'en',
      level: 2,
      contentType: 'both',
      minQuantity: 1,
      maxQuantity: 12,
    })
    .returning();
  const [productContainer] = await db
    .insert(productContainers)
    .values({ accountId, containerModelId: model!.id, productId: product!.id, gtin: '04006381333948' })
    .returning();
  const rows = await db
    .insert(containers)
    .values(
      codes.map((code) => ({
        accountId,
        entityId,
        code,
        codeKind: /^\d{18}$/.test(code) ? ('sscc' as const) : ('console' as const),
        productContainerId: productContainer!.id,
        level: 2,
      })),
    )
    .returning();
  await claimContainerCodes(db, rows);
  return rows;
}

/** A demo seal's serial and the serial `plus` seals after it. */
export const serialOf = (seal: DemoSeal, block = 0, plus = 0) => demoSealSerial(seal, block) + plus;

/** What the EPCIS scopes of the first tokens became (docs/api-tokens.md). */
const SCOPE_RIGHTS = { 'epcis.read': 'trac.event_view', 'epcis.capture': 'trac.event_create' } as const;

/** An API token of the cookie's user, with the rights of these EPCIS scopes. */
export async function makeToken(t: TestApp, cookie: string, scopes: ('epcis.read' | 'epcis.capture')[]) {
  const rights = scopes.map((scope) => SCOPE_RIGHTS[scope]);
  return dataOf(apiTokens.createToken, await caller(t, cookie)(apiTokens.createToken, { name: 'Machine', rights }));
}

/** GET /epcis/events with a token or a cookie. */
export function getEvents(
  t: TestApp,
  auth: { token?: string; cookie?: string },
  query = '',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `/epcis/events${query}`,
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
  });
}

/** POST /epcis/capture of `document` (an object, or text as sent). */
export function capture(
  t: TestApp,
  auth: { token?: string; cookie?: string },
  document: unknown,
  contentType = 'application/ld+json',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/epcis/capture',
    headers: {
      ...headers,
      'content-type': contentType,
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    payload: typeof document === 'string' ? document : JSON.stringify(document),
  });
}

/** The capture job a 202 answer names. */
export async function captureJobOf(t: TestApp, auth: { cookie: string }, response: LightMyRequestResponse) {
  const location = String(response.headers.location);
  const job = await t.app.inject({ method: 'GET', url: location, headers: { cookie: auth.cookie } });
  return job.json();
}

/** An EPCISDocument of these events, with the console's extension prefix bound. */
export const epcisDocument = (publicUrl: string, events: unknown[]) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { sc: `${publicUrl}/epcis/ns/` }],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-03-01T10:00:00Z',
  epcisBody: { eventList: events },
});

/** Forgets an account's events (the demo seed declares a few): a test then reads only its own. */
export async function clearEvents(t: TestApp, accountId: string) {
  await t.database.db.delete(epcisEvents).where(eq(epcisEvents.accountId, accountId));
  await t.database.db.delete(traceEvents).where(eq(traceEvents.accountId, accountId));
}

/** A captured event stored as the capture path keeps it (epcis_events: as sent, with its query columns). */
export async function insertCaptured(
  t: TestApp,
  accountId: string,
  event: Record<string, unknown>,
  more: { context?: unknown; recordTime?: Date; traceEventId?: string } = {},
) {
  const id = randomUUID();
  const eventId = typeof event.eventID === 'string' ? event.eventID : `urn:uuid:${id}`;
  const [row] = await t.database.db
    .insert(epcisEvents)
    .values({
      accountId,
      id,
      eventId,
      ...epcisEventColumns(event),
      event,
      context: more.context ?? null,
      traceEventId: more.traceEventId ?? null,
      ...(more.recordTime ? { recordTime: more.recordTime } : {}),
    })
    .returning();
  return row!;
}

/** GET any path of the binding with a cookie, and headers. */
export function getPath(t: TestApp, cookie: string, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
}
