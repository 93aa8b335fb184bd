import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { apiTokens } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { getEvents, insertEvent, serialOf } from '../epcis/test-support';

interface Tenant extends DemoData {
  tokenId: string;
  token: string;
  eventId: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const made = dataOf(
    apiTokens.createToken,
    await caller(t, cookie)(apiTokens.createToken, {
      name: 'Isolation',
      rights: ['trac.event_view', 'trac.event_create'],
    }),
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
  area: 'API tokens',
  namespaces: [apiTokens],
  minMethodsWithIds: 1,
  tables: [schema.apiTokens, schema.actionLog] satisfies Table[],
  prepare,
  fixtures: {
    'apiToken.revoke': (o) => ({ tokenId: o.tokenId }),
    'apiToken.create': (o) => ({
      name: 'Isolation',
      userId: o.userIds.admin,
      rights: ['trac.event_view'],
      entityId: o.entityId,
    }),
  },
  more: (context) => {
    it("lists none of the other account's tokens", async () => {
      const { demo, intruder } = context();
      const listed = dataOf(apiTokens.listTokens, await intruder(apiTokens.listTokens, {}));
      expect(listed.map((token) => token.id)).not.toContain(demo.tokenId);
    });

    it("cannot make a token acting as the other account's user, nor limited to its entity", async () => {
      const { demo, intruder } = context();
      for (const input of [
        { name: 'Foreign user', userId: demo.userIds.admin, rights: ['trac.event_view' as const] },
        { name: 'Foreign entity', entityId: demo.entityId, rights: ['trac.event_view' as const] },
      ])
        expect((await intruder(apiTokens.createToken, input)).json()).toMatchObject({ key: 'common.notFound' });
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
