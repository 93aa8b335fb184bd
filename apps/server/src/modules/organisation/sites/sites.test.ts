import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, organisation, traceContainers } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { entities, siteProducts, sites } from '../../../db/schema';
import { caller, dataOf, expectError, insertProduct, loginWithRights, unique } from '../test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);

type SiteVars = Partial<{
  parentId: string | null;
  productIds: string[];
  userIds: string[];
  websiteUrl: string;
  ipAddress: string;
}>;
const createSite = async (vars: SiteVars = {}) =>
  dataOf(organisation.createSite, await admin(organisation.createSite, { name: unique('Site '), ...vars })).id;
const siteOf = async (productId: string) =>
  (await t.database.db.select().from(siteProducts).where(eq(siteProducts.productId, productId)))[0]?.siteId;
const setCredit = (siteCredit: number) =>
  t.database.db.update(entities).set({ siteCredit }).where(eq(entities.id, t.demo.entityId));

describe('organisationModel.createSite', () => {
  it('creates a site under a parent, with its address fields, products and users', async () => {
    const productId = await insertProduct(t, t.demo);
    const id = await createSite({
      parentId: t.demo.siteId,
      ipAddress: '192.168.1.10',
      websiteUrl: 'https://shop.demo.test',
      productIds: [productId],
      userIds: [t.demo.userIds.guest],
    });
    const site = dataOf(organisation.getSite, await admin(organisation.getSite, { siteId: id }));
    expect(site).toMatchObject({
      parentId: t.demo.siteId,
      ipAddress: '192.168.1.10',
      productIds: [productId],
      productCount: 1,
      userCount: 1,
    });
    expect(site.users.map((user) => user.email)).toEqual(['guest@demo.test']);
    const tree = dataOf(organisation.listSites, await admin(organisation.listSites, {}));
    expect(tree.rows.find((row) => row.id === t.demo.siteId)?.childCount).toBeGreaterThanOrEqual(1);
    expect(tree.credit.used).toBe(tree.total);
  });

  it('validates the IP address and the website URL', async () => {
    const response = await admin(organisation.createSite, {
      name: unique('Site '),
      ipAddress: '300.1.1.1',
      websiteUrl: 'not a url',
    });
    expectError(response, ERRORS.common.validation);
    expect(
      response
        .json()
        .fields.map((field: { key: string }) => field.key)
        .sort(),
    ).toEqual(['validation.ip', 'validation.url']);
  });

  it("refuses a site beyond the entity's site credit", async () => {
    const used = dataOf(organisation.listSites, await admin(organisation.listSites, {})).credit.used;
    await setCredit(used + 1);
    await createSite();
    const before = (await t.database.db.select().from(sites)).length;
    expectError(await admin(organisation.createSite, { name: unique('Site ') }), ERRORS.organisation.maxSites, {
      max: used + 1,
    });
    expect((await t.database.db.select().from(sites)).length).toBe(before);
    await setCredit(100);
  });
});

describe('products of a site', () => {
  it('adding a product to a site removes it from its previous site', async () => {
    const productId = await insertProduct(t, t.demo);
    const first = await createSite({ productIds: [productId] });
    const second = await createSite();
    dataOf(
      organisation.updateSite,
      await admin(organisation.updateSite, { siteId: second, name: unique('Site '), productIds: [productId] }),
    );
    expect(await siteOf(productId)).toBe(second);
    expect(dataOf(organisation.getSite, await admin(organisation.getSite, { siteId: first })).productIds).toEqual([]);
  });

  it('treats a product of another account, placed or not, and an unknown id alike: notFound', async () => {
    const placed = await insertProduct(t, t.other);
    const [otherSite] = await t.database.db.select().from(sites).where(eq(sites.id, t.other.siteId));
    await t.database.db
      .insert(siteProducts)
      .values({ accountId: otherSite!.accountId, siteId: otherSite!.id, productId: placed });
    for (const productId of [placed, await insertProduct(t, t.other), randomUUID()]) {
      expectError(
        await admin(organisation.createSite, { name: unique('Site '), productIds: [productId] }),
        ERRORS.common.notFound,
      );
    }
    expect(await siteOf(placed)).toBe(t.other.siteId);
  });
});

describe('organisationModel.updateSite', () => {
  it('refuses to move a site under itself or one of its descendants', async () => {
    const parent = await createSite();
    const child = await createSite({ parentId: parent });
    expectError(
      await admin(organisation.updateSite, { siteId: parent, name: unique('Site '), parentId: child }),
      ERRORS.organisation.siteParentCycle,
    );
    expectError(
      await admin(organisation.updateSite, { siteId: parent, name: unique('Site '), parentId: parent }),
      ERRORS.organisation.siteParentCycle,
    );
  });
});

describe('organisationModel.deleteSite', () => {
  it('deletes an empty site', async () => {
    const id = await createSite();
    dataOf(organisation.deleteSite, await admin(organisation.deleteSite, { siteId: id }));
    expect(await t.database.db.select().from(sites).where(eq(sites.id, id))).toEqual([]);
  });

  it('refuses to delete a site with child sites, products or users', async () => {
    const withChild = await createSite();
    await createSite({ parentId: withChild });
    const withProduct = await createSite({ productIds: [await insertProduct(t, t.demo)] });
    const withUser = await createSite({ userIds: [t.demo.userIds.user] });
    expectError(await admin(organisation.deleteSite, { siteId: withChild }), ERRORS.organisation.siteInUse, {
      reason: 'children',
    });
    expectError(await admin(organisation.deleteSite, { siteId: withProduct }), ERRORS.organisation.siteInUse, {
      reason: 'products',
    });
    expectError(await admin(organisation.deleteSite, { siteId: withUser }), ERRORS.organisation.siteInUse, {
      reason: 'users',
    });
    const left = await t.database.db.select().from(sites);
    expect([withChild, withProduct, withUser].every((id) => left.some((site) => site.id === id))).toBe(true);
  });
});

describe('organisationModel.listSites', () => {
  it.each([['trac.eventmdl_create'], ['trac.event_create'], ['trac.mdl_ctn_add'], ['trac.mdl_ctn_edit']] as const)(
    'opens to %s as well as orga.view',
    async (right) => {
      const tracUser = await loginWithRights(t, adminCookie, [right]);
      const tree = dataOf(organisation.listSites, await caller(t, tracUser.cookie)(organisation.listSites, {}));
      expect(tree.rows.some((row) => row.id === t.demo.siteId)).toBe(true);
    },
  );

  it("keeps one site's details to who manages sites or event models", async () => {
    const declarer = await loginWithRights(t, adminCookie, ['trac.event_create']);
    expectError(
      await caller(t, declarer.cookie)(organisation.getSite, { siteId: t.demo.siteId }),
      ERRORS.common.forbidden,
    );
  });

  it('is refused to a guest', async () => {
    const guest = await t.login('guest@demo.test');
    expectError(await caller(t, guest)(organisation.listSites, {}), ERRORS.common.forbidden);
  });
});

describe('orga.siteadress_add guards the address of a site', () => {
  const address = '3 Address Street, Lyon';

  it('refuses to create a site with an address without it, and creates one without an address', async () => {
    const { cookie } = await loginWithRights(t, adminCookie, ['orga.view', 'orga.create_site']);
    const limited = caller(t, cookie);
    const name = unique('No address ');
    expectError(await limited(organisation.createSite, { name, address }), ERRORS.common.forbidden);
    expect(await t.database.db.select().from(sites).where(eq(sites.name, name))).toEqual([]);
    dataOf(organisation.createSite, await limited(organisation.createSite, { name }));
  });

  it('refuses to change an address without it, but lets the other fields change around it', async () => {
    const siteId = dataOf(
      organisation.createSite,
      await admin(organisation.createSite, { name: unique('Addressed '), address }),
    ).id;
    const { cookie } = await loginWithRights(t, adminCookie, ['orga.view', 'orga.edit_site']);
    const limited = caller(t, cookie);
    const name = unique('Renamed ');
    const changed = await limited(organisation.updateSite, { siteId, name, address: '4 Other Street, Lyon' });
    expectError(changed, ERRORS.common.forbidden);
    expectError(await limited(organisation.updateSite, { siteId, name }), ERRORS.common.forbidden);
    dataOf(organisation.updateSite, await limited(organisation.updateSite, { siteId, name, address }));
    const site = dataOf(organisation.getSite, await admin(organisation.getSite, { siteId }));
    expect(site).toMatchObject({ name, address });
  });

  it('lets a holder add and change the address', async () => {
    const { cookie } = await loginWithRights(t, adminCookie, ['orga.view', 'orga.create_site', 'orga.siteadress_add']);
    const id = dataOf(
      organisation.createSite,
      await caller(t, cookie)(organisation.createSite, { name: unique('Holder '), address }),
    ).id;
    expect(dataOf(organisation.getSite, await admin(organisation.getSite, { siteId: id })).address).toBe(address);
  });
});

describe("a site's traceability models", () => {
  it('lists the event and container models that apply to it, and only those', async () => {
    const siteId = await createSite();
    const name = unique('Case ');
    const fields = { language: 'en', level: 2, contentType: 'objects', minQuantity: 2, maxQuantity: 6 } as const;
    const applying = dataOf(
      traceContainers.createModel,
      await admin(traceContainers.createModel, { ...fields, name, siteIds: [siteId] }),
    );
    await admin(traceContainers.createModel, { ...fields, name: unique('Elsewhere '), siteIds: [t.demo.siteId] });

    const site = dataOf(organisation.getSite, await admin(organisation.getSite, { siteId }));
    expect(site.containerModels).toEqual([{ id: applying.id, name }]);
    expect(site.eventModels).toEqual([]);
    // The demo's bottling and shipment models apply to the demo site (seed/traceability-events.ts).
    const demo = dataOf(organisation.getSite, await admin(organisation.getSite, { siteId: t.demo.siteId }));
    expect(demo.eventModels.map((model) => model.name.en)).toEqual(['Bottling', 'Shipment']);
  });
});
