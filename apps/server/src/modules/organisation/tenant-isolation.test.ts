import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { methodKey, organisation } from '@seal/shared';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import { FIXTURES, prepareTenant } from './tenant-fixtures';

/** The mail job updates a mail's delivery status on its own time: what a method writes is the mail itself. */
const queuedPart = ({ status: _status, error: _error, sentAt: _sentAt, ...mail }: Record<string, unknown>) => mail;

describeTenantIsolation({
  area: 'the organisation area',
  namespaces: [organisation],
  minMethodsWithIds: 20,
  tables: [
    schema.accounts,
    schema.entities,
    schema.entityApplications,
    schema.sites,
    schema.siteProducts,
    schema.groups,
    schema.users,
    schema.userGroups,
    schema.userProfiles,
    schema.userSites,
    schema.sessions,
    schema.passwordTokens,
    schema.companySettings,
    schema.mailOutbox,
    schema.actionLog,
  ] satisfies Table[],
  prepare: prepareTenant,
  fixtures: FIXTURES,
  stable: (table, row) => (table === schema.mailOutbox ? queuedPart(row) : row),
  more: (context) => {
    it('lists nothing of another account', async () => {
      const { demo, intruder, contracts } = context();
      const lists = contracts.filter((contract) => contract.name.startsWith('list'));
      const demoIds = [
        demo.entityId,
        demo.subEntityId,
        demo.siteId,
        demo.emptySiteId,
        ...Object.values(demo.userIds),
        ...Object.values(demo.groupIds),
      ];
      for (const contract of lists) {
        const response = await intruder(contract, {} as never);
        expect(response.json(), methodKey(contract)).toMatchObject({ code: 0 });
        for (const id of demoIds) expect(response.body.includes(id), `${methodKey(contract)} shows ${id}`).toBe(false);
      }
    });
  },
});
