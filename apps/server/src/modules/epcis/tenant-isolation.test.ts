import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { epcis } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { getEvents, insertEvent, serialOf } from './test-support';

interface Tenant extends DemoData {
  tokenId: string;
  token: string;
  eventId: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const made = dataOf(
    epcis.createToken,
    await caller(t, cookie)(epcis.createToken, { name: 'Isolation', scopes: ['epcis.read', 'epcis.capture'] }),
  );
  const block = seeded.accountId === t.demo.accountId ? 0 : 1;
  const serial = serialOf('activeWithoutThresholds', block);
  const event = await insertEvent(t, {
    accountId: seeded.accountId,
    entityId: seeded.entityId,
    serials: [[serial, serial]],
  });
  return { ...seeded, tokenId: made.id, token: made.token, eventId: event.id };
}

describeTenantIsolation<Tenant>({
  area: 'EPCIS API tokens',
  namespaces: [epcis],
  minMethodsWithIds: 1,
  tables: [schema.apiTokens, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: { 'apiToken.revoke': (o) => ({ tokenId: o.tokenId }) },
  more: (context) => {
    it("lists none of the other account's tokens", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(epcis.listTokens, await intruder(epcis.listTokens, {}));
      expect(listed.map((token) => token.id)).not.toContain(demo.tokenId);
    });

    it("reads only its own account's events with its token", async () => {
      const { t, demo, other } = context();
      const response = await getEvents(t, { token: other.token });
      expect(response.statusCode, response.body).toBe(200);
      const ids = response
        .json()
        .epcisBody.queryResults.resultsBody.eventList.map((event: { eventID: string }) => event.eventID);
      expect(ids).toContain(`urn:uuid:${other.eventId}`);
      expect(ids).not.toContain(`urn:uuid:${demo.eventId}`);
    });
  },
});
