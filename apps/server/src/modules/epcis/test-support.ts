import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { epcis } from '@seal/shared';
import { traceEventSeals, traceEvents } from '../../db/schema';
import { DEMO_KEY_VERSION } from '../seals/demo-seal-key';
import { demoSealSerial, type DemoSeal } from '../../db/seed/seals';

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
}

/** An ObjectEvent written straight into the tables, as a declaration would (the query side reads only). */
export async function insertEvent(t: TestApp, event: TestEvent) {
  const serials = event.serials ?? [];
  const [row] = await t.database.db
    .insert(traceEvents)
    .values({
      accountId: event.accountId,
      entityId: event.entityId,
      epcisType: 'ObjectEvent',
      action: 'OBSERVE',
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
  return row!;
}

/** A demo seal's serial and the serial `plus` seals after it. */
export const serialOf = (seal: DemoSeal, block = 0, plus = 0) => demoSealSerial(seal, block) + plus;

/** An API token of the cookie's user, with these scopes. */
export async function makeToken(t: TestApp, cookie: string, scopes: ('epcis.read' | 'epcis.capture')[]) {
  const made = dataOf(epcis.createToken, await caller(t, cookie)(epcis.createToken, { name: 'Machine', scopes }));
  return made;
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
