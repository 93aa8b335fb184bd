import { ALL_RIGHTS, DEMO_GUEST_RIGHTS, DEMO_STAFF_RIGHTS } from '@seal/shared';
import { hashPassword } from '../../modules/auth/password-hash';
import type { Db } from '../client';
import { claimGlobalKeys } from '../global-keys';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, entities, groups, products as productsTable, sites, userGroups, users } from '../schema';
import { DEMO_PASSWORD, DEMO_USERS, type DemoData, type DemoOwner } from './demo-data';
import { rebuildConsultationRollup } from '../../modules/statistics/rollup-rebuild';
import { seedConsultationDemo } from './consultation';
import { seedConsultationHistory } from './consultation-history';
import { seedHistorySeals } from './consultation-history-seals';
import { seedOrganisation } from './organisation';
import { DEMO_SKUS, seedProducts } from './products';
import { seedNutritionSheets } from './qrnutri';
import { seedQrCreator } from './qr-creator';
import { seedResolver } from './resolver';
import { seedSealHistory } from './seal-history';
import { seedSeals } from './seals';
import { seedThemes } from './themes';
import { seedTrade } from './trade';
import { seedCertiCask } from './certicask';
import { seedWine } from './wine';
import { seedTraceabilityEvents } from './traceability-events';
import { seedContainers } from './traceability-containers';
import { seedNews } from './news';

// The seed stays the one entry point for those who load or log in as the demo company.
export { DEMO_PASSWORD, DEMO_USERS, type DemoData } from './demo-data';

const AUTH_ADMIN_RIGHTS = ALL_RIGHTS.filter((right) => !right.startsWith('trac.'));
const TRAC_RIGHTS = ALL_RIGHTS.filter((right) => right.startsWith('trac.'));

/**
 * Loads the demo company; `prefix` lets tests add a second, separate account, with its own block
 * of demo seals (`sealBlock`, seals.ts). `history` adds a year of generated consultations
 * (consultation-history.ts): `true` writes it all now; `'behind'` writes only its seals, and
 * fillDemoHistory (demo-history-fill.ts) fills in the rest behind the running server, as the
 * start-up demo does; the tests' seed has none (it stays small).
 */
export async function seedDemo(
  db: Db,
  { prefix = '', companyName = 'Demo Company', sealBlock = 0, history = false as boolean | 'behind' } = {},
): Promise<DemoData> {
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name: companyName }).returning();
    const accountId = account!.id;
    const [entity] = await tx
      .insert(entities)
      .values({ accountId, name: companyName, address: '1 Demo Street, 75001 Paris', vatNumber: 'FR40303265045' })
      .returning();
    const [subEntity] = await tx
      .insert(entities)
      .values({ accountId, parentId: entity!.id, name: `${companyName} Asia`, address: '8 Harbour Road, Hong Kong' })
      .returning();
    const [site] = await tx
      .insert(sites)
      .values({ accountId, entityId: entity!.id, name: 'Head office', address: '1 Demo Street, 75001 Paris' })
      .returning();

    const group = async (application: 'auth' | 'trac', name: string, rights: readonly string[]) => {
      const [row] = await tx
        .insert(groups)
        .values({ accountId, entityId: entity!.id, application, name, rights: [...rights] })
        .returning();
      return row!.id;
    };
    const groupIds = {
      admins: await group('auth', 'Administrators', AUTH_ADMIN_RIGHTS),
      tracAdmins: await group('trac', 'Traceability administrators', TRAC_RIGHTS),
      staff: await group('auth', 'Staff', DEMO_STAFF_RIGHTS),
      guests: await group('auth', 'Guests', DEMO_GUEST_RIGHTS),
    };

    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const user = async (
      email: string,
      firstName: string,
      lastName: string,
      userType: 'admin' | 'internal' | 'external',
    ) => {
      const [row] = await tx
        .insert(users)
        .values({ accountId, entityId: entity!.id, email: prefix + email, firstName, lastName, userType, passwordHash })
        .returning();
      await claimGlobalKeys(tx, 'login_email', [{ value: row!.email, accountId, id: row!.id }]);
      return row!.id;
    };
    const userIds = {
      admin: await user(DEMO_USERS.admin, 'Alice', 'Admin', 'admin'),
      user: await user(DEMO_USERS.user, 'Ulysse', 'User', 'internal'),
      guest: await user(DEMO_USERS.guest, 'Grace', 'Guest', 'external'),
    };
    await tx.insert(userGroups).values([
      { userId: userIds.admin, application: 'auth', groupId: groupIds.admins, accountId },
      { userId: userIds.admin, application: 'trac', groupId: groupIds.tracAdmins, accountId },
      { userId: userIds.user, application: 'auth', groupId: groupIds.staff, accountId },
      { userId: userIds.guest, application: 'auth', groupId: groupIds.guests, accountId },
    ]);
    const demo = { accountId, entityId: entity!.id, subEntityId: subEntity!.id, siteId: site!.id, userIds, groupIds };
    await seedOrganisation(tx, demo);
    const products = await seedProducts(tx, demo);
    await seedThemes(tx, demo, products.wineCase);
    const now = new Date();
    await seedSeals(tx, demo, products, sealBlock, now);
    await seedResolver(tx, demo, products);
    await seedNutritionSheets(tx, demo, products);
    await seedWine(tx, demo, products);
    await seedSealHistory(tx, demo, products, sealBlock, now);
    await seedContainers(tx, demo, products, sealBlock, now);
    await seedConsultationDemo(tx, demo, sealBlock, now);
    await seedTraceabilityEvents(tx, demo, sealBlock, now);
    // The start-up demo writes its trade behind the running server, with the history (its
    // invoices' PDFs take seconds): demo-history-fill.ts.
    if (history !== 'behind') await seedDemoTrade(tx, demo, products, sealBlock, now);
    await seedQrCreator(tx, demo, products, sealBlock);
    await seedNews(tx);
    if (history === true) await seedConsultationHistory(tx, demo, sealBlock, now);
    if (history === 'behind') await seedHistorySeals(tx, demo, sealBlock, now);
    // The seeds write raw consultations: the statistics' rollup is rebuilt from them.
    await rebuildConsultationRollup(tx, { accountId });
    return demo;
  });
}

/** The demo's trade (quotations, orders, invoices) and cask certification (licences, their orders). */
export async function seedDemoTrade(
  tx: Db,
  owner: DemoOwner,
  products: { wine: string; chocolate: string },
  sealBlock: number,
  now: Date,
) {
  await seedTrade(tx, owner, products, now);
  await seedCertiCask(tx, owner, products, sealBlock, now);
}

/**
 * seedDemoTrade for a demo account loaded earlier (demo-history-fill.ts): its administrator and the
 * products its orders name, read back by the SKUs the demo gave them.
 */
export async function seedDemoTradeLater(db: Db, accountId: string, sealBlock: number, now: Date) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.userType, 'admin')))
    .orderBy(users.createdAt)
    .limit(1);
  const skus = await db
    .select({ id: productsTable.id, sku: productsTable.sku })
    .from(productsTable)
    .where(
      and(eq(productsTable.accountId, accountId), inArray(productsTable.sku, [DEMO_SKUS.chocolate, DEMO_SKUS.wine])),
    );
  const idOf = (sku: string) => skus.find((row) => row.sku === sku)!.id;
  await seedDemoTrade(
    db,
    { accountId, userIds: { admin: admin!.id } },
    { chocolate: idOf(DEMO_SKUS.chocolate), wine: idOf(DEMO_SKUS.wine) },
    sealBlock,
    now,
  );
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return rows.length === 0;
}
