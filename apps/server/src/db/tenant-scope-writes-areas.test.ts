import { describe, expect, it } from 'vitest';
import {
  certicask,
  media,
  methodKey,
  traceContainers,
  traceEvents,
  trade,
  wine,
  type InputOf,
  type MethodContract,
  type OutputOf,
} from '@seal/shared';
import type { Certificate } from '@seal/shared/certicask/certificates';
import { dataOf } from '../../test/calls';
import { tenantScope } from '../../test/tenant-scope';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { lastCode, settleMailsAfterAll } from '../modules/activation/test-support';
import {
  billingInput,
  containerInput,
  deviceCall,
  paidLicences,
  plotInput,
  providerInput,
  reelOf as caskReelOf,
} from '../modules/certicask/test-support';
import { uploadMedia } from '../modules/media/test-support';
import { productIdByTitle } from '../modules/products/test-support';
import {
  caseFields,
  demoRange,
  demoReference,
  freshGtin,
  palletFields,
  productBySku,
} from '../modules/trace-containers/test-support';
import { modelFields, packedContainer, reelOf } from '../modules/trace-events/test-support';
import { issuedQuotation, tradeFixtures } from '../modules/trade/api-test-support';
import { issueQuotation } from '../modules/trade/quotations/issue-quotation';
import { eLabelInput, estateInput, wineInput } from '../modules/wine/test-support';
import { DEMO_USERS } from './seed/demo-data';

/*
 * The guard of tenant-scope-writes.test.ts (docs/scale-out.md "Queries") for the writes of the
 * areas outside the console's core, called as the demo administrator with valid inputs, each call
 * checked to succeed: in the generic plan of each statement, every scan of a tenant table carries
 * `account_id = $n` (or a constant). Covered: event models created, updated and copied, events
 * declared (on seals, on a container) and updated; container models created, updated, copied and
 * removed, product containers created, updated and removed, seals and cases packed (into a new
 * container, an existing one, a pallet) and unpacked (some, all); a quotation's code asked, the
 * quotation requested and refused, an order's payment started and the order cancelled; cask plots,
 * providers and cellar containers created, updated and removed, licences bought, their order's
 * payment started again, a licence put on a device and another revoked, certificates issued by the
 * device (a cask, the bottles filled from it); an estate created, updated and removed, a wine with
 * its e-label created, updated and removed; a media uploaded, renamed, tagged and deleted.
 */

const t = await useTestApp();
settleMailsAfterAll(t);
const { admin, adminCookie } = await asAdministrator(t);
const { collect, unscopedStatements } = tenantScope(t.database);
const { db } = t.database;

/** Calls `method` as the administrator within `collect` (named by its key), checks it succeeded, answers its data. */
async function written<C extends MethodContract>(
  texts: Map<string, string>,
  method: C,
  input: InputOf<C>,
): Promise<OutputOf<C>> {
  let data: OutputOf<C> | undefined;
  await collect(texts, methodKey(method), async () => {
    data = dataOf(method, await admin(method, input));
  });
  return data!;
}

describe('tenant-scoped writes of the other areas', () => {
  it('event models created, updated and copied, and events declared and updated, write within the account', async () => {
    const texts = new Map<string, string>();
    const reel = await reelOf(t, 100);
    const fields = modelFields({ siteIds: [t.demo.siteId], target: 'optional' });
    const model = await written(texts, traceEvents.create, fields);
    await written(texts, traceEvents.update, { ...fields, name: { en: 'Bottling v2' }, eventModelId: model.id });
    await written(texts, traceEvents.copy, { eventModelId: model.id });
    const declared = await written(texts, traceEvents.declare, {
      eventModelId: model.id,
      eventTime: '2026-05-01T10:30:00+02:00',
      siteId: t.demo.siteId,
      data: { '10': 'LOT-42', carrier: 'Sea' },
      references: [reel.ref(0), reel.ref(1)],
      ranges: [{ first: reel.ref(10), last: reel.ref(19) }],
    });
    expect(declared).toMatchObject({ referenceCount: 12, ignoredCount: 0 });
    const updated = await written(texts, traceEvents.updateEvent, {
      eventId: declared.eventId,
      eventTime: '2026-05-02T09:00:00Z',
      data: { '10': 'LOT-43' },
      ranges: [{ first: reel.ref(20), last: reel.ref(29) }],
    });
    expect(updated).toMatchObject({ eventId: declared.eventId, referenceCount: 10 });
    // An event declared on a pallet stands for the seals of the case it holds.
    const inCase = await packedContainer(t, { level: 2, ranges: [[reel.firstSerial + 50, reel.firstSerial + 55]] });
    const pallet = await packedContainer(t, { level: 3, children: [inCase.id] });
    const shipping = await written(
      texts,
      traceEvents.create,
      modelFields({ name: { en: 'Shipping' }, options: { canDeclareContainers: true } }),
    );
    expect(
      await written(texts, traceEvents.declare, {
        eventModelId: shipping.id,
        eventTime: '2026-05-03T08:00:00Z',
        data: { '10': 'LOT-44' },
        containerCodes: [pallet.code],
      }),
    ).toMatchObject({ referenceCount: 6, containerCount: 1 });
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('container models and product containers saved and removed, and containers packed and unpacked, write within the account', async () => {
    const texts = new Map<string, string>();
    const oliveOil = await productBySku(t, t.demo.accountId);
    const model = await written(texts, traceContainers.createModel, caseFields({ siteIds: [t.demo.siteId] }));
    await written(texts, traceContainers.updateModel, {
      ...caseFields({ name: 'Case of 6, renamed' }),
      containerModelId: model.id,
    });
    const copy = await written(texts, traceContainers.copyModel, { containerModelId: model.id });
    await written(texts, traceContainers.removeModel, { containerModelId: copy.id });
    const palletModel = await written(texts, traceContainers.createModel, palletFields());
    const pallet = await written(texts, traceContainers.createProductContainer, {
      containerModelId: palletModel.id,
      productId: oliveOil,
      gtin: freshGtin(),
    });
    const caseFor = { containerModelId: model.id, productId: oliveOil, parentId: pallet.id };
    const caseOf6 = await written(texts, traceContainers.createProductContainer, { ...caseFor, gtin: freshGtin() });
    await written(texts, traceContainers.updateProductContainer, {
      ...caseFor,
      productContainerId: caseOf6.id,
      gtin: freshGtin(),
    });
    const spare = await written(texts, traceContainers.createProductContainer, { ...caseFor, gtin: freshGtin() });
    await written(texts, traceContainers.removeProductContainer, { productContainerId: spare.id });
    // Two cases packed (the second filled up by its code), then both on a pallet; one seal taken
    // out of the first case, and the pallet emptied.
    const first = await written(texts, traceContainers.pack, {
      productContainerId: caseOf6.id,
      ranges: [demoRange(5_000, 5_003)],
    });
    const second = await written(texts, traceContainers.pack, {
      productContainerId: caseOf6.id,
      references: [demoReference(5_010), demoReference(5_011)],
    });
    expect(
      await written(texts, traceContainers.pack, { code: second.container.code, ranges: [demoRange(5_012, 5_013)] }),
    ).toMatchObject({ sealCount: 2, container: { sealCount: 4 } });
    const loaded = await written(texts, traceContainers.pack, {
      productContainerId: pallet.id,
      containerCodes: [first.container.code, second.container.code],
    });
    expect(loaded.container).toMatchObject({ level: 3, childCount: 2 });
    expect(
      await written(texts, traceContainers.unpack, { code: first.container.code, references: [demoReference(5_001)] }),
    ).toMatchObject({ sealCount: 1, container: { sealCount: 3 } });
    expect(await written(texts, traceContainers.unpack, { code: loaded.container.code, all: true })).toMatchObject({
      childCount: 2,
      container: { childCount: 0 },
    });
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it("a quotation requested and refused, and an order's payment started and the order cancelled, write within the account", async () => {
    const texts = new Map<string, string>();
    const f = await tradeFixtures(t);
    const request = {
      lines: [
        { articleId: f.articles.seal.id, productId: f.productId, quantity: 1000, qrType: 'digitalLinkQr' as const },
      ],
      termsAccepted: true as const,
    };
    const { challengeId } = await written(texts, trade.requestCode, request);
    const code = await lastCode(db, DEMO_USERS.admin);
    const requested = await written(texts, trade.request, { ...request, confirmation: { challengeId, code } });
    // The seller issues it (`npm run trade -- quote`), then the buyer refuses it.
    await issueQuotation(db, { number: requested.number, now: new Date() });
    expect(await written(texts, trade.refuse, { quotationId: requested.id, reason: 'Too dear' })).toMatchObject({
      id: requested.id,
    });
    // An order of the account (a quotation accepted, as tenant-scope-writes.test.ts checks), paid
    // by bank transfer, then cancelled before the transfer arrives.
    const accepted = await issuedQuotation(t, f);
    const { orderId } = dataOf(trade.accept, await admin(trade.accept, { quotationId: accepted.id }));
    expect(await written(texts, trade.startPayment, { orderId, provider: 'bankTransfer' })).toMatchObject({
      provider: 'bankTransfer',
    });
    expect(await written(texts, trade.cancelOrder, { orderId, reason: 'Ordered twice' })).toMatchObject({
      canCancel: false,
    });
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('cask plots, providers and containers saved and removed, licences bought, assigned and revoked, and certificates issued, write within the account', async () => {
    const texts = new Map<string, string>();
    const { plots, providers, cellarContainers } = certicask;
    const plot = await written(texts, plots.create, plotInput());
    await written(texts, plots.update, { ...plotInput({ name: 'Test plot 2' }), plotId: plot.id });
    const provider = await written(texts, providers.create, providerInput());
    await written(texts, providers.update, { ...providerInput({ name: 'Cooperage 2' }), providerId: provider.id });
    const barrel = await written(texts, cellarContainers.create, containerInput({ providerId: provider.id }));
    await written(texts, cellarContainers.update, {
      ...containerInput({ providerId: provider.id, name: 'Barrel 2' }),
      containerId: barrel.id,
    });
    // Removed: a plot, a container and a provider made for it (the provider's containers lose their maker).
    const gonePlot = await written(texts, plots.create, plotInput({ name: 'Gone plot' }));
    await written(texts, plots.remove, { plotId: gonePlot.id });
    const goneProvider = await written(texts, providers.create, providerInput({ name: 'Gone cooperage' }));
    const goneBarrel = await written(texts, cellarContainers.create, containerInput({ providerId: goneProvider.id }));
    await written(texts, providers.remove, { providerId: goneProvider.id });
    await written(texts, cellarContainers.remove, { containerId: goneBarrel.id });
    // Licences bought by bank transfer, the order's payment started again; others paid (the
    // seller's command, checked by tenant-scope.test.ts), one put on a device, the other revoked.
    const bought = await written(texts, certicask.buyLicences, {
      quantity: 2,
      billing: billingInput(),
      provider: 'bankTransfer',
      termsAccepted: true,
    });
    await written(texts, certicask.payLicenceOrder, { orderId: bought.orderId, provider: 'bankTransfer' });
    const paid = await paidLicences(t, admin, 2);
    const { deviceKey } = await written(texts, certicask.assignLicence, {
      licenceId: paid.licenceIds[0]!,
      deviceName: 'Cellar tablet',
      deviceIdentifier: 'SCOPE-1',
    });
    expect(
      await written(texts, certicask.revokeLicence, { licenceId: paid.licenceIds[1]!, reason: 'Tablet lost' }),
    ).toMatchObject({ state: 'revoked' });
    // The device certifies a cask, then the bottles filled from it.
    const reel = await caskReelOf(t);
    const wineId = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    const issue = async (label: string, input: Record<string, unknown>) => {
      let issued: Certificate | undefined;
      await collect(texts, label, async () => {
        const response = await deviceCall(t, deviceKey, input);
        expect(response.statusCode, response.body).toBe(201);
        issued = response.json();
      });
      return issued!;
    };
    const cask = await issue('device certificates cask', {
      subject: 'cask',
      containerId: barrel.id,
      productId: wineId,
      firstReference: reel.ref(0),
      plotIds: [plot.id],
      providerIds: [provider.id],
      volumeLitres: 225,
    });
    const bottles = await issue('device certificates bottles', {
      subject: 'bottles',
      productId: wineId,
      firstReference: reel.ref(1),
      lastReference: reel.ref(6),
      fromCertificate: cask.number,
    });
    expect(bottles).toMatchObject({ sealCount: 6, from: { id: cask.id } });
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });

  it('an estate and a wine with its e-label saved and removed, and a media uploaded, renamed, tagged and deleted, write within the account', async () => {
    const texts = new Map<string, string>();
    // Uploaded by the console's form (a route, not a method: it answers a MediaRow, as renameMedia does).
    let emblemId = '';
    await collect(texts, 'POST /api/media', async () => {
      emblemId = dataOf(media.renameMedia, await uploadMedia(t, adminCookie, { name: 'Scope emblem', tag: 'wine' })).id;
    });
    const estate = await written(texts, wine.createEstate, estateInput({ emblemMediaId: emblemId }));
    await written(texts, wine.updateEstate, {
      ...estateInput({ name: 'Scope estate', pictureMediaId: emblemId }),
      estateId: estate.id,
    });
    const created = await written(texts, wine.createWine, wineInput(estate.id, { eLabel: eLabelInput() }));
    expect(created.eLabel).not.toBeNull();
    await written(texts, wine.updateWine, {
      ...wineInput(estate.id, { name: 'Scope wine', eLabel: eLabelInput({ published: false }) }),
      wineId: created.id,
    });
    await written(texts, wine.removeWine, { wineId: created.id });
    await written(texts, wine.removeEstate, { estateId: estate.id });
    // The emblem, free again once its estate is gone, renamed, tagged and deleted.
    await written(texts, media.renameMedia, { mediaId: emblemId, name: 'Scope emblem 2' });
    expect(await written(texts, media.tagMedia, { mediaId: emblemId, tag: 'estates' })).toMatchObject({
      tag: 'estates',
    });
    expect(await written(texts, media.deleteMedia, { mediaId: emblemId })).toEqual({ deleted: true });
    expect(texts.size).toBeGreaterThan(10);
    expect(await unscopedStatements(texts)).toEqual([]);
  });
});
