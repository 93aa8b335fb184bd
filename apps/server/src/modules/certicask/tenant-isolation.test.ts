import { expect, it } from 'vitest';
import { count, type Table } from 'drizzle-orm';
import { certicask, ERRORS } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { productIdByTitle } from '../products/test-support';
import {
  assigned,
  buyLicences,
  cellarObjects,
  containerInput,
  deviceCall,
  paidLicences,
  plotInput,
  providerInput,
  reelOf,
} from './test-support';

interface Tenant extends DemoData {
  plotId: string;
  providerId: string;
  containerId: string;
  /** Removed by the owner's call, so each kind has one to spare. */
  removable: { plotId: string; providerId: string; containerId: string };
  /** An order awaiting its payment, its invoice. */
  orderId: string;
  invoiceId: string;
  freeLicenceIds: [string, string];
  certificateId: string;
  deviceKey: string;
  wineId: string;
  reference: string;
}

async function prepare(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const account = seeded.accountId === t.demo.accountId ? 'demo' : 'other';
  const kept = await cellarObjects(call);
  const spare = await cellarObjects(call);
  const awaiting = await buyLicences(call, 1);
  const { rows } = dataOf(certicask.listLicenceOrders, await call(certicask.listLicenceOrders, { size: 100 }));
  const paid = await paidLicences(t, call, 3);
  const { deviceKey } = await assigned(call, paid.licenceIds[2]!, `ISO-${account}`);
  const wineId = await productIdByTitle(t, seeded.accountId, 'Vintage red wine');
  const reel = await reelOf(t, account);
  const issued = await deviceCall(t, deviceKey, {
    subject: 'cask',
    containerId: kept.container.id,
    productId: wineId,
    firstReference: reel.ref(0),
    plotIds: [kept.plot.id],
    providerIds: [kept.provider.id],
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return {
    ...seeded,
    plotId: kept.plot.id,
    providerId: kept.provider.id,
    containerId: kept.container.id,
    removable: { plotId: spare.plot.id, providerId: spare.provider.id, containerId: spare.container.id },
    orderId: awaiting.orderId,
    invoiceId: rows.find((row) => row.orderId === awaiting.orderId)!.invoice!.id,
    freeLicenceIds: [paid.licenceIds[0]!, paid.licenceIds[1]!],
    certificateId: issued.json().id,
    deviceKey,
    wineId,
    reference: reel.ref(1),
  };
}

const TABLES = [
  schema.caskPlots,
  schema.caskProviders,
  schema.caskContainers,
  schema.caskLicenceOrders,
  schema.caskLicences,
  schema.caskCertificates,
  schema.tradeOrders,
  schema.tradeOrderStatusChanges,
  schema.tradePayments,
  schema.tradeInvoices,
  schema.tradeCounters,
  schema.actionLog,
] satisfies Table[];

describeTenantIsolation<Tenant>({
  area: 'cask certification',
  namespaces: [certicask, certicask.plots, certicask.providers, certicask.cellarContainers],
  minMethodsWithIds: 14,
  tables: TABLES,
  prepare,
  fixtures: {
    'plotModel.get': (o) => ({ plotId: o.plotId }),
    'plotModel.update': (o) => ({ ...plotInput(), plotId: o.plotId }),
    'plotModel.remove': (o) => ({ plotId: o.removable.plotId }),
    'providerModel.get': (o) => ({ providerId: o.providerId }),
    'providerModel.update': (o) => ({ ...providerInput(), providerId: o.providerId }),
    'providerModel.remove': (o) => ({ providerId: o.removable.providerId }),
    'cellarModel.get': (o) => ({ containerId: o.containerId }),
    'cellarModel.create': (o) => containerInput({ providerId: o.providerId }),
    'cellarModel.update': (o) => ({ ...containerInput({ providerId: o.providerId }), containerId: o.containerId }),
    'cellarModel.remove': (o) => ({ containerId: o.removable.containerId }),
    'licenceModel.pay': (o) => ({ orderId: o.orderId, provider: 'bankTransfer' }),
    'licenceModel.assign': (o) => ({
      licenceId: o.freeLicenceIds[0],
      deviceName: 'Intruder',
      deviceIdentifier: 'INTRUDER-1',
    }),
    'licenceModel.revoke': (o) => ({ licenceId: o.freeLicenceIds[1], reason: 'Intruder' }),
    'certificateModel.get': (o) => ({ certificateId: o.certificateId }),
  },
  more: (context) => {
    it("lists none of the other account's plots, providers, containers, licences, orders and certificates", async () => {
      const { demo, other, intruder } = context();
      const listed = JSON.stringify(
        [
          await intruder(certicask.plots.list, { size: 100 }),
          await intruder(certicask.providers.list, { size: 100 }),
          await intruder(certicask.cellarContainers.list, { size: 100 }),
          await intruder(certicask.listLicences, { size: 100 }),
          await intruder(certicask.listLicenceOrders, { size: 100 }),
          await intruder(certicask.listCertificates, { size: 100 }),
        ].map((response) => response.json()),
      );
      for (const id of [
        demo.plotId,
        demo.providerId,
        demo.containerId,
        demo.orderId,
        demo.certificateId,
        ...demo.freeLicenceIds,
      ])
        expect(listed).not.toContain(id);
      for (const id of [other.plotId, other.orderId, other.certificateId]) expect(listed).toContain(id);
    });

    it("prints none of the other account's licence invoices", async () => {
      const { t, demo, other } = context();
      const cookie = await t.login('other.admin@demo.test');
      const url = (o: Tenant, invoiceId = o.invoiceId) =>
        `/api/certicask/orders/${o.orderId}/invoices/${invoiceId}.pdf`;
      for (const path of [url(demo), url(other, demo.invoiceId), url(demo, other.invoiceId)])
        expectError(await t.app.inject({ url: path, headers: { cookie } }), ERRORS.common.notFound);
      expect((await t.app.inject({ url: url(other), headers: { cookie } })).statusCode).toBe(200);
    });

    it("answers notFound to a device key naming the other account's objects, and writes nothing", async () => {
      const { t, demo, other } = context();
      const db = t.database.db;
      const own = {
        subject: 'cask',
        containerId: other.containerId,
        productId: other.wineId,
        firstReference: other.reference,
        plotIds: [other.plotId],
        providerIds: [other.providerId],
      };
      const certificates = async () => (await db.select({ n: count() }).from(schema.caskCertificates))[0]!.n;
      const before = await certificates();
      for (const foreign of [
        { containerId: demo.containerId },
        { productId: demo.wineId },
        { plotIds: [other.plotId, demo.plotId] },
        { providerIds: [demo.providerId] },
      ])
        expectError(await deviceCall(t, other.deviceKey, { ...own, ...foreign }), ERRORS.common.notFound);
      expectError(
        await deviceCall(t, other.deviceKey, { ...own, firstReference: demo.reference }),
        ERRORS.certicask.sealsInvalid,
      );
      expect(await certificates()).toBe(before);
      expect((await deviceCall(t, other.deviceKey, own)).statusCode).toBe(201);
      // Its catalogue names none of the demo account's objects.
      const catalogue = (await deviceCall(t, other.deviceKey)).body;
      for (const id of [demo.plotId, demo.providerId, demo.containerId, demo.wineId])
        expect(catalogue).not.toContain(id);
    });
  },
});
