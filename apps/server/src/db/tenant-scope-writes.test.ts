import { describe, expect, it } from 'vitest';
import {
  activation,
  alerts,
  organisation,
  products,
  resolver,
  SEAL_STATUS,
  sealHistory,
  themes,
  trade,
  webhooks,
} from '@seal/shared';
import { eq } from 'drizzle-orm';
import { dataOf } from '../../test/calls';
import { waitFor } from '../../test/helpers';
import { tenantScope } from '../../test/tenant-scope';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import {
  activateWithCode,
  cancelWithCode,
  newReel,
  productId,
  settleMailsAfterAll,
} from '../modules/activation/test-support';
import { loadSeal } from '../modules/alerts/test-support';
import { insertProduct, newUser, unique } from '../modules/organisation/test-support';
import { activatedReel, refOf } from '../modules/seal-history/test-support';
import { editorPage } from '../modules/themes/test-support';
import { issuedQuotation, tradeFixtures } from '../modules/trade/api-test-support';
import { prepareOrderFiles } from '../modules/trade/orders/order-files';
import { receiver, settled } from '../modules/webhooks/test-support';
import { tradeOrderFiles } from './schema';
import { DEMO_USERS } from './seed/demo-data';

/*
 * The guard of issue 26 point 4 (docs/scale-out.md "Queries") for the console's main writes, as
 * tenant-scope.test.ts is for its reads: the statements of the write methods, called as the demo
 * administrator with valid inputs (each call checked to succeed), read and write each tenant table
 * within one account. In the generic plan of each statement, every scan of a tenant table carries
 * `account_id = $n` (or a constant); an insert goes where its rows' account_id sends it. Covered: a
 * product created, updated, archived, unarchived and deleted; alerts created and deleted; an
 * entity, a user and a group created and updated; an entity disabled and enabled (entities are not
 * deleted), a user and a group deleted; a site created, updated and deleted; a quotation accepted
 * into an order, and the job preparing the order's files; a webhook created, updated, its secret
 * rotated and removed, its test sent and redelivered; a theme created and updated, resolver items
 * and a menu saved and removed; seals' states changed by hand; a range of seals activated, its
 * product changed, and cancelled.
 */

// Loopback allowed, for the webhook's test sent to a local receiver (modules/webhooks/test-support.ts).
const t = await useTestApp({}, { remoteFetch: { allowLoopback: true, timeoutMs: 5000 } });
settleMailsAfterAll(t);
const { admin } = await asAdministrator(t);
const { collect, unscopedStatements } = tenantScope(t.database);
const { db } = t.database;

/** A new entity of the demo account, named from `prefix`. */
const newEntity = (prefix: string) => ({
  name: unique(prefix),
  legalRepresentative: { firstName: 'Lea', lastName: 'Legal', email: `${unique('legal.')}@demo.test` },
  registrationNumber: 'RCS Lyon 123 456 789',
  vatNumber: 'FR 40 303 265 045',
  vatZone: 'domestic' as const,
  address: '10 Branch Avenue, 69001 Lyon',
  applications: ['auth' as const],
});

const newProduct = (title: string) => ({ texts: { en: { title, description: `About ${title}` } }, validityDays: 30 });

describe('tenant-scoped writes', () => {
  it('a product created, updated, archived and deleted, and alerts created and deleted, write within the account', async () => {
    const texts = new Map<string, string>();
    let teaId = '';
    await collect(texts, 'productModel.createProduct', async () => {
      teaId = dataOf(products.createProduct, await admin(products.createProduct, newProduct('Scope tea'))).id;
    });
    await collect(texts, 'productModel.updateProduct', async () =>
      dataOf(
        products.updateProduct,
        await admin(products.updateProduct, { productId: teaId, ...newProduct('Scope tea 2') }),
      ),
    );
    await collect(texts, 'productModel.archiveProduct', async () =>
      expect(dataOf(products.archiveProduct, await admin(products.archiveProduct, { productId: teaId }))).toMatchObject(
        {
          archived: true,
        },
      ),
    );
    await collect(texts, 'productModel.unarchiveProduct', async () =>
      expect(
        dataOf(products.unarchiveProduct, await admin(products.unarchiveProduct, { productId: teaId })),
      ).toMatchObject({
        archived: false,
      }),
    );
    const { id: doomed } = dataOf(
      products.createProduct,
      await admin(products.createProduct, newProduct('Scope gone')),
    );
    await collect(texts, 'productModel.deleteProduct', async () =>
      dataOf(products.deleteProduct, await admin(products.deleteProduct, { productId: doomed })),
    );
    // Alerts: one on a range of seals, one on the product; the first deleted.
    let rangeAlert = '';
    await collect(texts, 'alertModel.createAlert range', async () => {
      rangeAlert = dataOf(
        alerts.createAlert,
        await admin(alerts.createAlert, {
          name: 'Scope range',
          type: 'range',
          firstReference: loadSeal(900).reference,
          lastReference: loadSeal(909).reference,
          limit: 3,
          to: ['watch@demo.test'],
        }),
      ).id;
    });
    await collect(texts, 'alertModel.createAlert product', async () =>
      dataOf(
        alerts.createAlert,
        await admin(alerts.createAlert, {
          name: 'Scope product',
          type: 'product',
          productId: teaId,
          limit: 3,
          to: ['w@demo.test'],
        }),
      ),
    );
    await collect(texts, 'alertModel.deleteAlert', async () =>
      dataOf(alerts.deleteAlert, await admin(alerts.deleteAlert, { alertId: rangeAlert })),
    );
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('an entity, a user and a group created and updated write within the account', async () => {
    const texts = new Map<string, string>();
    const entity = newEntity('Scope branch ');
    let entityId = '';
    await collect(texts, 'organisationModel.createEntity', async () => {
      entityId = dataOf(organisation.createEntity, await admin(organisation.createEntity, entity)).id;
    });
    await collect(texts, 'organisationModel.updateEntity', async () =>
      dataOf(
        organisation.updateEntity,
        await admin(organisation.updateEntity, {
          ...entity,
          legalRepresentative: undefined,
          entityId,
          applications: ['auth', 'trac'],
        }),
      ),
    );
    const user = newUser(t);
    let userId = '';
    await collect(texts, 'organisationModel.createUser', async () => {
      userId = dataOf(organisation.createUser, await admin(organisation.createUser, user)).id;
    });
    await collect(texts, 'organisationModel.updateUser', async () =>
      dataOf(
        organisation.updateUser,
        await admin(organisation.updateUser, {
          ...user,
          userId,
          lastName: 'Renamed',
          groupIds: { auth: t.demo.groupIds.guests, trac: t.demo.groupIds.tracAdmins },
          siteIds: [],
        }),
      ),
    );
    let groupId = '';
    await collect(texts, 'organisationModel.createGroup', async () => {
      groupId = dataOf(
        organisation.createGroup,
        await admin(organisation.createGroup, { name: unique('Scope '), application: 'auth', rights: ['prod.view'] }),
      ).id;
    });
    await collect(texts, 'organisationModel.updateGroup', async () =>
      dataOf(
        organisation.updateGroup,
        await admin(organisation.updateGroup, {
          groupId,
          name: unique('Scope '),
          rights: ['prod.view', 'secu.history'],
        }),
      ),
    );
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('an entity disabled and enabled, a user and a group deleted, and a site created, updated and deleted, write within the account', async () => {
    const texts = new Map<string, string>();
    const { id: entityId } = dataOf(
      organisation.createEntity,
      await admin(organisation.createEntity, newEntity('Scope gone branch ')),
    );
    // An entity is not deleted: it is disabled (its users' sessions ended), then enabled again.
    await collect(texts, 'organisationModel.disableEntity', async () =>
      expect(dataOf(organisation.disableEntity, await admin(organisation.disableEntity, { entityId }))).toMatchObject({
        disabled: true,
      }),
    );
    await collect(texts, 'organisationModel.enableEntity', async () =>
      expect(dataOf(organisation.enableEntity, await admin(organisation.enableEntity, { entityId }))).toEqual({
        disabled: false,
      }),
    );
    const { id: userId } = dataOf(organisation.createUser, await admin(organisation.createUser, newUser(t)));
    await collect(texts, 'organisationModel.deleteUser', async () =>
      expect(dataOf(organisation.deleteUser, await admin(organisation.deleteUser, { userId }))).toEqual({
        deleted: true,
      }),
    );
    const { id: groupId } = dataOf(
      organisation.createGroup,
      await admin(organisation.createGroup, {
        name: unique('Scope gone '),
        application: 'auth',
        rights: ['prod.view'],
      }),
    );
    await collect(texts, 'organisationModel.deleteGroup', async () =>
      expect(dataOf(organisation.deleteGroup, await admin(organisation.deleteGroup, { groupId }))).toEqual({
        deleted: true,
      }),
    );
    // A site under the demo site with a product and a user, emptied, then deleted.
    const placed = await insertProduct(t, t.demo);
    let siteId = '';
    await collect(texts, 'organisationModel.createSite', async () => {
      siteId = dataOf(
        organisation.createSite,
        await admin(organisation.createSite, {
          name: unique('Scope site '),
          parentId: t.demo.siteId,
          websiteUrl: 'https://shop.demo.test',
          productIds: [placed],
          userIds: [t.demo.userIds.guest],
        }),
      ).id;
    });
    await collect(texts, 'organisationModel.updateSite', async () =>
      dataOf(
        organisation.updateSite,
        await admin(organisation.updateSite, {
          siteId,
          name: unique('Scope site '),
          parentId: t.demo.siteId,
          productIds: [],
          userIds: [],
        }),
      ),
    );
    await collect(texts, 'organisationModel.deleteSite', async () =>
      expect(dataOf(organisation.deleteSite, await admin(organisation.deleteSite, { siteId }))).toEqual({
        deleted: true,
      }),
    );
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it("an order accepted and its files prepared, and a webhook's test sent and redelivered, write within the account", async () => {
    const texts = new Map<string, string>();
    // An order of the demo account, as the trade tests make one: a quotation requested, issued by
    // the seller and accepted; the acceptance declares its files and queues the job preparing them.
    const f = await tradeFixtures(t);
    const requested = await issuedQuotation(t, f);
    let orderId = '';
    await collect(texts, 'quotationModel.accept', async () => {
      orderId = dataOf(trade.accept, await f.user.call(trade.accept, { quotationId: requested.id })).orderId;
    });
    const filesOf = async () => dataOf(trade.getOrder, await f.user.call(trade.getOrder, { orderId })).files;
    await waitFor(async () => (await filesOf()).every((file) => file.readyAt), { what: 'the order files' });
    // The app's worker prepared them beside this test: declared not ready again, they are prepared
    // here as the worker does it, for a job naming the order's account (modules/jobs/job-key.ts).
    await db.update(tradeOrderFiles).set({ content: null, readyAt: null }).where(eq(tradeOrderFiles.orderId, orderId));
    await collect(texts, 'order files job', () =>
      prepareOrderFiles(db, { accountId: t.demo.accountId, id: orderId }, t.config.publicUrl, t.app.log),
    );
    const files = await filesOf();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.readyAt)).toBe(true);
    // A webhook to a local receiver: its test queued, delivered by the app's worker, then sent again.
    const target = await receiver([204]);
    const { webhook } = dataOf(
      webhooks.create,
      await admin(webhooks.create, { url: target.url, events: ['alert.triggered'] }),
    );
    let deliveryId = '';
    await collect(texts, 'webhookModel.sendTest', async () => {
      const queued = dataOf(webhooks.sendTest, await admin(webhooks.sendTest, { webhookId: webhook.id }));
      expect(queued).toMatchObject({ event: 'webhook.test' });
      deliveryId = queued.id;
    });
    expect(await settled(db, deliveryId)).toMatchObject({ state: 'success' });
    await collect(texts, 'webhookModel.redeliver', async () =>
      dataOf(webhooks.redeliver, await admin(webhooks.redeliver, { webhookId: webhook.id, deliveryId })),
    );
    expect(await settled(db, deliveryId)).toMatchObject({ state: 'success' });
    expect(target.received).toHaveLength(2);
    dataOf(webhooks.remove, await admin(webhooks.remove, { webhookId: webhook.id }));
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('a webhook, a theme and a resolver menu saved and removed write within the account', async () => {
    const texts = new Map<string, string>();
    let webhookId = '';
    await collect(texts, 'webhookModel.create', async () => {
      webhookId = dataOf(
        webhooks.create,
        await admin(webhooks.create, { url: 'https://hooks.example.com/scope', events: ['seal.stateChanged'] }),
      ).webhook.id;
    });
    await collect(texts, 'webhookModel.update', async () =>
      dataOf(
        webhooks.update,
        await admin(webhooks.update, {
          webhookId,
          url: 'https://hooks.example.com/scope2',
          events: ['seal.stateChanged', 'alert.triggered'],
          enabled: false,
        }),
      ),
    );
    await collect(texts, 'webhookModel.rotateSecret', async () =>
      dataOf(webhooks.rotateSecret, await admin(webhooks.rotateSecret, { webhookId })),
    );
    await collect(texts, 'webhookModel.remove', async () =>
      dataOf(webhooks.remove, await admin(webhooks.remove, { webhookId })),
    );
    // A theme of the editor, created then updated.
    let themeId = '';
    await collect(texts, 'themeModel.create', async () => {
      themeId = dataOf(
        themes.create,
        await admin(themes.create, {
          title: 'Scope theme',
          language: 'en',
          multilingual: false,
          pages: { en: editorPage('Scope') },
        }),
      ).id;
    });
    await collect(texts, 'themeModel.update', async () =>
      dataOf(
        themes.update,
        await admin(themes.update, {
          themeId,
          title: 'Scope theme 2',
          language: 'en',
          multilingual: false,
          pages: { en: editorPage('Scope 2') },
        }),
      ),
    );
    // A resolver menu with an item and a header, saved twice, then removed with its item.
    const colours = { background: '#ffffff', color: '#1a1d21', accent: '#0a4fbf' };
    let itemId = '';
    await collect(texts, 'resolverModel.saveItem', async () => {
      itemId = dataOf(
        resolver.saveItem,
        await admin(resolver.saveItem, { label: 'Scope item', url: 'https://demo.example.com/item' }),
      ).id;
    });
    let headerId = '';
    await collect(texts, 'resolverModel.saveHeader', async () => {
      headerId = dataOf(
        resolver.saveHeader,
        await admin(resolver.saveHeader, { name: 'Scope header', title: 'Demo', background: '#000', color: '#fff' }),
      ).id;
    });
    const wine = await productId(t, 'Vintage red wine');
    let menuId = '';
    await collect(texts, 'resolverModel.saveMenu', async () => {
      menuId = dataOf(
        resolver.saveMenu,
        await admin(resolver.saveMenu, {
          name: 'Scope menu',
          itemIds: [itemId],
          productIds: [wine],
          headerId,
          ...colours,
        }),
      ).id;
    });
    await collect(texts, 'resolverModel.saveMenu again', async () =>
      dataOf(
        resolver.saveMenu,
        await admin(resolver.saveMenu, { menuId, name: 'Scope menu', itemIds: [], productIds: [], ...colours }),
      ),
    );
    await collect(texts, 'resolverModel.removeMenu', async () =>
      dataOf(resolver.removeMenu, await admin(resolver.removeMenu, { menuId })),
    );
    await collect(texts, 'resolverModel.removeItem', async () =>
      dataOf(resolver.removeItem, await admin(resolver.removeItem, { itemId })),
    );
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it("seals' states changed, and a range activated, its product changed and cancelled, write within the account", async () => {
    const texts = new Map<string, string>();
    const activated = await activatedReel(db, t.demo, { size: 10 });
    await collect(texts, 'sealStateModel.changeSealState stolen', async () =>
      expect(
        dataOf(
          sealHistory.changeSealState,
          await admin(sealHistory.changeSealState, {
            ref: refOf(activated.firstSerial),
            state: SEAL_STATUS.stolen,
            reason: 'Lost in transit',
          }),
        ),
      ).toMatchObject({ previous: SEAL_STATUS.active, state: SEAL_STATUS.stolen }),
    );
    await collect(texts, 'sealStateModel.changeSealState blocked', async () =>
      expect(
        dataOf(
          sealHistory.changeSealState,
          await admin(sealHistory.changeSealState, {
            ref: refOf(activated.firstSerial + 1),
            state: SEAL_STATUS.blocked,
            reason: 'Checked',
          }),
        ),
      ).toMatchObject({ state: SEAL_STATUS.blocked }),
    );
    // A range activated with its security code, moved to another product, then partly cancelled.
    const reel = await newReel(t, 20);
    const chocolate = await productId(t, 'Dark chocolate 70%');
    const wineCase = await productId(t, 'Wine case of 6');
    let activationId = '';
    await collect(texts, 'activationModel.activate', async () => {
      const written = dataOf(
        activation.activate,
        await activateWithCode(t, admin, DEMO_USERS.admin, {
          method: 'range',
          first: reel.ref(0),
          last: reel.ref(9),
          productId: chocolate,
        }),
      );
      expect(written.count).toBe(10);
      activationId = written.ids[0]!;
    });
    await collect(texts, 'activationModel.changeActivationProduct', async () =>
      expect(
        dataOf(
          activation.changeActivationProduct,
          await admin(activation.changeActivationProduct, { activationId, productId: wineCase }),
        ),
      ).toMatchObject({ productId: wineCase }),
    );
    await collect(texts, 'cancellationModel.cancel', async () =>
      expect(
        dataOf(
          activation.cancel,
          await cancelWithCode(t, admin, DEMO_USERS.admin, {
            method: 'range',
            first: reel.ref(5),
            last: reel.ref(9),
            reason: 'Labels torn',
          }),
        ),
      ).toMatchObject({ count: 5 }),
    );
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });
});
