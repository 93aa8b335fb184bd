import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { help } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';

/**
 * The help methods take no ids: a news item is named by its slug and is the service's, not an
 * account's. What is the account's (and the user's) is the read state, the tour state and the
 * support contact: each must be the caller's own.
 */
async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<DemoData> {
  const call = caller(t, cookie);
  dataOf(help.markNewsRead, await call(help.markNewsRead, { slug: 'welcome' }));
  dataOf(help.endTour, await call(help.endTour, { outcome: 'finished' }));
  return seeded;
}

describeTenantIsolation<DemoData>({
  area: 'help and news',
  namespaces: [help],
  minMethodsWithIds: 0,
  tables: [schema.newsItems, schema.newsReads, schema.tourStates] satisfies Table[],
  prepare,
  fixtures: {},
  more: (context) => {
    it("reads the news state of the caller alone: the demo administrator's read leaves others' unread", async () => {
      const { t } = context();
      const staff = caller(t, await t.login('user@demo.test'));
      const rows = dataOf(help.findNews, await staff(help.findNews, { language: 'en' })).rows;
      expect(rows.find((row) => row.slug === 'welcome')?.unread).toBe(true);
      const [read] = await t.database.db.select().from(schema.newsReads);
      expect(read).toBeDefined();
    });

    it("keeps each account's reads under its own account id", async () => {
      const { t, demo, other } = context();
      const reads = await t.database.db.select().from(schema.newsReads);
      const byUser = new Map(reads.map((row) => [row.userId, row.accountId]));
      expect(byUser.get(demo.userIds.admin)).toBe(demo.accountId);
      expect(byUser.get(other.userIds.admin)).toBe(other.accountId);
    });

    it("shows the caller's own account support contact, never the other account's", async () => {
      const { t, intruder } = context();
      await t.call(
        'organisationModel',
        'updateCompanySettings',
        { businessName: 'Demo Brand', supportEmail: 'only-demo@demo-brand.test' },
        await t.login('admin@demo.test'),
      );
      const contact = dataOf(help.getSupportContact, await intruder(help.getSupportContact, {}));
      expect(contact.account.supportEmail).not.toBe('only-demo@demo-brand.test');
    });

    it("offers the tour by the caller's own state", async () => {
      const { t } = context();
      const staff = caller(t, await t.login('user@demo.test'));
      expect(dataOf(help.getTourState, await staff(help.getTourState, {}))).toEqual({ offer: true });
    });
  },
});
