import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, products } from '@seal/shared';
import * as contract from '@seal/shared/contract/index';
import { dataOf } from '../../test/calls';
import { tenantScope } from '../../test/tenant-scope';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { hashToken } from '../modules/auth/session.service';
import { runImport } from '../modules/products/import/import.worker';
import { issueReel } from '../modules/seals/test-seals';
import { batchXml } from '../modules/xml-import/test-batches';
import { ref, uploadVerified } from '../modules/xml-import/test-support';
import { runXmlImport } from '../modules/xml-import/xml-import.worker';
import { deliverWebhook } from '../modules/webhooks/webhook-delivery';
import { receiver } from '../modules/webhooks/test-support';
import { demoWine } from '../modules/wine/test-support';
import { buyLicences } from '../modules/certicask/test-support';
import { runTradeCommand } from '../modules/trade/seller-commands';
import { productImports, tradeInvoices, webhookDeliveries, webhooks, xmlImports } from './schema';
import { consultationReference } from './seed/consultation';
import { DEMO_USERS } from './seed/demo-data';
import { demoSealReference } from './seed/seals';

/*
 * The guard of issue 26 point 4 (docs/scale-out.md "Queries"): the statements of every read-only
 * method of the contract, called as the demo administrator with a first page or no input, read
 * each tenant table within one account. PostgreSQL says so itself: in the generic plan of each
 * statement, every scan of a tenant table carries `account_id = $n` (or a constant), given in its
 * WHERE, by a join on (account_id, id) with a table that has it, or in its subquery. That is what
 * Citus needs to route the statement to the one node of the account; a scan without it is a
 * statement that fans out, or that Citus refuses. The same holds for the writes of an order's life
 * (a licence order bought with its invoice, its payment recorded and its cancellation with a credit
 * note and licences revoked, both by the seller's commands), for ending a user's sessions, for a
 * call made with an API token, for the public pages' reads past the seal's look-up (a product's
 * image, its resolver menu, the menu's pictures, a follow) and for three jobs (a webhook's
 * delivery, a products import, an XML import activating its seals).
 */

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const { collect, unscopedStatements } = tenantScope(t.database);
const { db } = t.database;

interface Method {
  model: string;
  name: string;
  access: string;
  mutates: boolean;
  input: { safeParse(value: unknown): { success: boolean } };
}

function readOnlyMethods(): { method: Method; vars: object }[] {
  const found = new Map<string, Method>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const method = value as Partial<Method>;
    if (typeof method.model === 'string' && typeof method.name === 'string' && method.input) {
      found.set(`${method.model}.${method.name}`, method as Method);
      return;
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  visit(contract);
  return [...found.values()]
    .filter((method) => method.access === 'session' && !method.mutates)
    .flatMap((method) => {
      const vars = [{ page: 1, size: 20 }, {}].find((candidate) => method.input.safeParse(candidate).success);
      return vars ? [{ method, vars }] : [];
    });
}

describe('tenant-scoped statements', () => {
  it('every read-only method reads each tenant table within the account', { timeout: 120_000 }, async () => {
    const texts = new Map<string, string>();
    for (const { method, vars } of readOnlyMethods())
      await collect(texts, `${method.model}.${method.name}`, () =>
        t.call(method.model, method.name, vars, adminCookie),
      );
    expect(texts.size).toBeGreaterThan(50);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it("an order bought, paid and cancelled, and a user's sessions ended, write within the account", async () => {
    // A licence order: bought with its invoice, its payment makes licences, its cancellation a credit
    // note and revoked licences.
    const texts = new Map<string, string>();
    let bought!: Awaited<ReturnType<typeof buyLicences>>;
    await collect(texts, 'certicask.buyLicences', async () => {
      bought = await buyLicences(admin, 2);
    });
    await collect(texts, 'trade paid', () => runTradeCommand(db, ['paid', bought.orderNumber]));
    await collect(texts, 'trade status cancelled', () =>
      runTradeCommand(db, ['status', bought.orderNumber, 'cancelled', '--note', 'Refunded']),
    );
    const invoices = await db.select().from(tradeInvoices).where(eq(tradeInvoices.orderId, bought.orderId));
    expect(invoices.map((invoice) => invoice.kind).sort()).toEqual(['creditNote', 'invoice']);
    // The administrator's other session ends, this test's goes on.
    await t.login(DEMO_USERS.admin);
    const kept = hashToken(adminCookie.slice('seal_session='.length));
    await collect(texts, 'sessions.endAllOfUser', async () =>
      expect(await t.services.sessions.endAllOfUser(db, t.demo.accountId, [t.demo.userIds.admin], kept)).toBe(1),
    );
    expect(texts.size).toBeGreaterThan(15);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('a call with an API token finds its token, user, entities and groups within the account', async () => {
    const made = dataOf(
      apiTokens.createToken,
      await admin(apiTokens.createToken, { name: 'Scope check', rights: ['prod.view'] }),
    );
    const texts = new Map<string, string>();
    await collect(texts, 'bearer', async () => {
      const response = await t.call('productModel', 'findProducts', { page: 1, size: 20 }, `Bearer ${made.token}`);
      expect(response.statusCode).toBe(200);
    });
    expect([...texts.keys()].some((text) => text.includes('api_tokens'))).toBe(true);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it("the public pages read a product's image, its menu, the menu's pictures, a follow and a wine's e-label within the account", async () => {
    const texts = new Map<string, string>();
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    let menuPage = '';
    await collect(texts, 'resolver page', async () => {
      menuPage = (await get(`/resolver?ref=${demoSealReference('resolverFirst')}&lang=en`)).body;
    });
    const picture = /src="(\/resolver\/picture\/[^"]+)"/.exec(menuPage)![1]!;
    const follow = /href="(\/resolver\/go\?[^"]+)"/.exec(menuPage)![1]!.replaceAll('&amp;', '&');
    await collect(texts, 'menu picture', async () => expect((await get(picture)).statusCode).toBe(200));
    await collect(texts, 'follow', async () => expect((await get(follow)).statusCode).toBe(302));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/consultation',
      payload: { ref: consultationReference('valid') },
    });
    const image = (answer.json() as { product: { imageUrl: string } }).product.imageUrl;
    await collect(texts, 'product image', async () => expect((await get(image)).statusCode).toBe(200));
    // The e-label is found by its public id (a global key), then read within the sheet's account.
    const { publicId } = await demoWine(t);
    await collect(texts, 'wine e-label', async () => expect((await get(`/n/${publicId}`)).body).toContain('Vintage'));
    // The seal's look-up knows no account: it probes the global reel index and reads the reel by
    // the key found there (docs/scale-out.md, "How a consultation finds its shard").
    for (const text of [...texts.keys()]) if (text.includes('reel_ranges')) texts.delete(text);
    expect(texts.size).toBeGreaterThanOrEqual(4);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('jobs read and write their row within its account: a webhook delivered, a products and an XML import run', async () => {
    const texts = new Map<string, string>();
    const target = await receiver([204]);
    const [hook] = await db
      .insert(webhooks)
      .values({ accountId: t.demo.accountId, url: target.url, events: ['alert.triggered'], secret: 'whsec_scope' })
      .returning();
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ accountId: t.demo.accountId, webhookId: hook!.id, event: 'alert.triggered', payload: {} })
      .returning();
    const log = t.app.log;
    await collect(texts, 'webhook delivery', () =>
      deliverWebhook({ db, log, policy: { allowLoopback: true } }, delivery!),
    );
    expect(target.received).toHaveLength(1);
    // A products import, as its job runs it once the import is queued.
    const csv = 'title_en,description_en,validity_days\nScope tea,Tea,3';
    const { importId } = dataOf(products.previewImport, await admin(products.previewImport, { csv }));
    await db.update(productImports).set({ status: 'queued' }).where(eq(productImports.id, importId));
    await collect(texts, 'products import', () => runImport(db, log, { accountId: t.demo.accountId, id: importId }));
    // An XML batch of ten seals, verified, then activated as its job runs it once the import is started.
    const reel = await issueReel(db, t.demo, 10);
    const xml = batchXml([{ first: ref(reel, 0), last: ref(reel, 9), sku: 'DEMO-CHOC-70' }]);
    const batch = (await uploadVerified(t, adminCookie, xml)).importId;
    await db
      .update(xmlImports)
      .set({ status: 'queued', startedBy: t.demo.userIds.admin, startedByEntityId: t.demo.entityId })
      .where(eq(xmlImports.id, batch));
    const deps = { db, jobs: t.jobs, log, actionLog: t.services.actionLog };
    await collect(texts, 'XML import', () => runXmlImport(deps, { accountId: t.demo.accountId, id: batch }));
    const [ran] = await db.select().from(xmlImports).where(eq(xmlImports.id, batch));
    expect(ran).toMatchObject({ status: 'done', activatedSeals: 10 });
    expect(texts.size).toBeGreaterThan(8);
    expect(await unscopedStatements(texts)).toEqual([]);
  });
});
