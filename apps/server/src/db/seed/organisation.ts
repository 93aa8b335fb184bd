import { eq } from 'drizzle-orm';
import { ALL_RIGHTS, applicationOfRight } from '@seal/shared';
import type { Db } from '../client';
import { accounts, companySettings, entityApplications, groups, userProfiles, userSites } from '../schema';
import type { DemoData } from './demo-data';

/**
 * The organisation of a demo company: the applications of both entities, an administrators group
 * for the sub-entity (as createEntity would make), profiles of the demo users, the internal user at
 * the head office, and the company settings.
 */
export async function seedOrganisation(tx: Db, demo: DemoData) {
  const { accountId, entityId, subEntityId, userIds } = demo;
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const slug = account!.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await tx.insert(entityApplications).values([
    { accountId, entityId, application: 'auth' },
    { accountId, entityId, application: 'trac' },
    { accountId, entityId: subEntityId, application: 'auth' },
  ]);
  await tx.insert(groups).values({
    accountId,
    entityId: subEntityId,
    application: 'auth',
    name: 'Administrators',
    rights: ALL_RIGHTS.filter((right) => applicationOfRight(right) === 'auth'),
  });
  await tx.insert(userProfiles).values([
    { accountId, userId: userIds.admin, services: ['Management'], notifications: ['form', 'suspect', 'fraudulent'] },
    { accountId, userId: userIds.user, services: ['Logistics'], notifications: ['suspect'] },
    { accountId, userId: userIds.guest, services: [], notifications: [] },
  ]);
  await tx.insert(userSites).values({ accountId, userId: userIds.user, siteId: demo.siteId });
  await tx.insert(companySettings).values({
    accountId,
    businessName: account!.name,
    registerNumbers: 'RCS Paris B 303 265 045',
    vatNumber: 'FR40303265045',
    vatZone: 'domestic',
    headOfficeAddress: '1 Demo Street',
    postalCode: '75001',
    town: 'Paris',
    region: 'Ile-de-France',
    country: 'FR',
    supportEmail: `support@${slug}.test`,
    supportUrl: `https://support.${slug}.test`,
  });
}
