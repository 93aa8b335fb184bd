import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { certicask, ERRORS } from '@seal/shared';
import { CERTIFICATE_MAX_SEALS, type Certificate } from '@seal/shared/certicask/certificates';
import { caller, dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { actionLog, caskCertificates, products, tradeCounters, wineEstates, wines } from '../../../db/schema';
import { productSeeder } from '../../../db/seed/products';
import { productIdByTitle } from '../../products/test-support';
import { assigned, cellarObjects, deviceCall, paidLicences, reelOf } from '../test-support';
import { DEVICE_API, DEVICE_RATE_LIMIT } from './device.routes';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const db = t.database.db;
const other = caller(t, await t.login('other.admin@demo.test'));

const paid = await paidLicences(t, admin, 2);
const { deviceKey: key, licence } = await assigned(admin, paid.licenceIds[0]!, 'CELLAR-API-1');
const mine = await cellarObjects(admin);
const theirs = await cellarObjects(other);
const wineId = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
const reel = await reelOf(t);
const otherReel = await reelOf(t, 'other');

const certify = (input: Record<string, unknown>, deviceKey: string = key) => deviceCall(t, deviceKey, input);
const cask = (more: Record<string, unknown> = {}) => ({
  subject: 'cask',
  containerId: mine.container.id,
  productId: wineId,
  firstReference: reel.ref(0),
  plotIds: [mine.plot.id],
  providerIds: [mine.provider.id],
  volumeLitres: 225,
  ...more,
});
const issued = async (input: Record<string, unknown>) => {
  const response = await certify(input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Certificate;
};
const written = async () => ({
  certificates: (await db.select({ n: count() }).from(caskCertificates))[0]!.n,
  counters: JSON.stringify(await db.select().from(tradeCounters).where(eq(tradeCounters.name, 'certificate'))),
});
const year = new Date().getUTCFullYear();

describe('the device key', () => {
  it('opens the API without a session cookie and without an Origin header', async () => {
    const response = await deviceCall(t, key);
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    ['no Authorization header', null],
    ['a key of the wrong shape', 'ccd_short'],
    ['an unknown key', `ccd_${randomBytes(32).toString('base64url')}`],
    ['a session token instead', 'sct_whatever'],
  ])('answers 401 certicask.deviceKeyInvalid to %s', async (_case, given) => {
    const response = await deviceCall(t, given);
    expectError(response, ERRORS.certicask.deviceKeyInvalid);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="certicask"');
  });

  it("takes no session: the console's cookie alone opens nothing", async () => {
    expectError(
      await t.app.inject({ url: DEVICE_API.catalogue, headers: { cookie: adminCookie } }),
      ERRORS.certicask.deviceKeyInvalid,
    );
  });

  it('is not refused for a foreign Origin: the key, which no browser holds for another site, proves the caller', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: DEVICE_API.certificates,
      headers: { authorization: `Bearer ${key}`, origin: 'https://elsewhere.example' },
      payload: cask({ firstReference: reel.ref(90) }),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('is rate-limited per key: a flood with one key is throttled, another key still passes', async () => {
    const flooder = `ccd_${randomBytes(32).toString('base64url')}`;
    for (let index = 0; index < DEVICE_RATE_LIMIT.max; index++)
      expect((await deviceCall(t, flooder)).statusCode).toBe(401);
    expectError(await deviceCall(t, flooder), ERRORS.common.throttled);
    expect((await deviceCall(t, key)).statusCode).toBe(200);
  });
});

describe('GET /api/certicask/device/catalogue', () => {
  it("answers the account's plots, providers, containers and products with their GTIN, none of another account's", async () => {
    const catalogue = (await deviceCall(t, key)).json();
    expect(catalogue.licence).toMatchObject({
      number: licence.number,
      deviceName: 'Test tablet',
      deviceIdentifier: 'CELLAR-API-1',
    });
    expect(catalogue.plots).toContainEqual(expect.objectContaining({ id: mine.plot.id, name: 'Test plot' }));
    expect(catalogue.providers).toContainEqual({ id: mine.provider.id, name: 'Test cooperage', activity: 'cooper' });
    expect(catalogue.containers).toContainEqual(
      expect.objectContaining({ id: mine.container.id, material: 'oak', capacityLitres: 225 }),
    );
    expect(catalogue.products).toContainEqual(
      expect.objectContaining({ id: wineId, title: 'Vintage red wine', gtin: '3017620422003' }),
    );
    const ids = JSON.stringify(catalogue);
    for (const foreign of [theirs.plot.id, theirs.provider.id, theirs.container.id]) expect(ids).not.toContain(foreign);
    const [archived] = await db.select().from(products).where(eq(products.archived, true)).limit(1);
    expect(ids).not.toContain(archived!.id);
  });
});

describe('POST /api/certicask/device/certificates', () => {
  it('issues a cask certificate C<year>-<6 digits>, freezing what it names, and logs it at the account', async () => {
    const certificate = await issued(cask({ notes: 'First fill' }));
    expect(certificate).toMatchObject({
      number: expect.stringMatching(new RegExp(`^C${year}-\\d{6}$`)),
      subject: 'cask',
      firstReference: reel.ref(0),
      lastReference: reel.ref(0),
      sealCount: 1,
      product: { id: wineId, title: 'Vintage red wine', gtin: '3017620422003' },
      container: {
        id: mine.container.id,
        name: 'Test barrel',
        material: 'oak',
        capacityLitres: 225,
        identifier: 'TB-1',
      },
      plots: [{ id: mine.plot.id, name: 'Test plot', grapeVariety: 'Merlot', surface: 1.5, locality: 'Margaux' }],
      providers: [{ id: mine.provider.id, name: 'Test cooperage', activity: 'cooper' }],
      volumeLitres: 225,
      notes: 'First fill',
      from: null,
      device: { name: 'Test tablet', identifier: 'CELLAR-API-1' },
    });
    const [row] = await db.select().from(caskCertificates).where(eq(caskCertificates.id, certificate.id));
    expect(row).toMatchObject({ accountId: t.demo.accountId, licenceId: licence.id, firstSerial: reel.firstSerial });
    const [logged] = await db.select().from(actionLog).where(eq(actionLog.targetId, certificate.id));
    expect(logged).toMatchObject({ method: 'certificateModel.issue', accountId: t.demo.accountId, userId: null });
    // The console reads it as issued.
    expect(
      dataOf(certicask.getCertificate, await admin(certicask.getCertificate, { certificateId: certificate.id })),
    ).toEqual(certificate);
  });

  it("issues the bottles filled from a cask: a range of one reel, taking the cask's plots, providers and container", async () => {
    const from = await issued(cask({ firstReference: reel.ref(1) }));
    const bottles = await issued({
      subject: 'bottles',
      productId: wineId,
      firstReference: reel.ref(25),
      lastReference: reel.ref(20),
      fromCertificate: from.number,
    });
    expect(bottles).toMatchObject({
      subject: 'bottles',
      firstReference: reel.ref(20),
      lastReference: reel.ref(25),
      sealCount: 6,
      container: from.container,
      plots: from.plots,
      providers: from.providers,
      from: { id: from.id, number: from.number },
    });
    const bottler = await issued({
      subject: 'bottles',
      productId: wineId,
      firstReference: reel.ref(30),
      providerIds: [mine.provider.id],
      plotIds: [],
      fromCertificate: from.number,
    });
    expect(bottler.providers).toEqual(from.providers);
    const counted = dataOf(certicask.listLicences, await admin(certicask.listLicences, { search: licence.number }));
    expect(counted.rows[0]!.certificateCount).toBeGreaterThanOrEqual(3);
  });

  it("copies the wine's vintage and estate when the product is a wine", async () => {
    const productId = await db.transaction(async (tx) =>
      productSeeder(tx as never, t.demo).add({
        texts: { en: { title: 'Château Test 2020', description: 'A red wine.' } },
        gtin: '3760000000017',
        validityDays: 3650,
      }),
    );
    const [estate] = await db
      .insert(wineEstates)
      .values({
        accountId: t.demo.accountId,
        name: 'Château Certifié',
        producerName: 'Famille Test',
        producerType: 'estate',
        address: '1 Route des Vins',
      })
      .returning();
    await db.insert(wines).values({
      accountId: t.demo.accountId,
      productId,
      estateId: estate!.id,
      name: 'Château Test',
      vintage: 2020,
      type: 'still',
      subType: 'dry',
      country: 'FR',
      region: 'Bordeaux',
      subRegion: 'Médoc',
      language: 'fr',
    });
    const certificate = await issued(cask({ productId, firstReference: reel.ref(2) }));
    expect(certificate).toMatchObject({ vintage: 2020, estateName: 'Château Certifié', product: { id: productId } });
  });

  it('keeps what it copied when the plot, provider and container change or go', async () => {
    const objects = await cellarObjects(admin);
    const before = await issued(
      cask({
        firstReference: reel.ref(3),
        containerId: objects.container.id,
        plotIds: [objects.plot.id],
        providerIds: [objects.provider.id],
      }),
    );
    dataOf(
      certicask.plots.update,
      await admin(certicask.plots.update, {
        plotId: objects.plot.id,
        name: 'Renamed plot',
        surface: 9,
        grapeVariety: 'Syrah',
      }),
    );
    dataOf(
      certicask.cellarContainers.remove,
      await admin(certicask.cellarContainers.remove, { containerId: objects.container.id }),
    );
    dataOf(certicask.providers.remove, await admin(certicask.providers.remove, { providerId: objects.provider.id }));
    dataOf(certicask.plots.remove, await admin(certicask.plots.remove, { plotId: objects.plot.id }));
    expect(
      dataOf(certicask.getCertificate, await admin(certicask.getCertificate, { certificateId: before.id })),
    ).toEqual(before);
  });

  describe('refuses, writing nothing', () => {
    const refusals: [
      string,
      () => Record<string, unknown> | Promise<Record<string, unknown>>,
      typeof ERRORS.common.notFound,
      Record<string, unknown>?,
    ][] = [
      ['seals of another account', () => cask({ firstReference: otherReel.ref(0) }), ERRORS.certicask.sealsInvalid],
      [
        'a range over two reels',
        async () => cask({ firstReference: reel.ref(5), lastReference: (await reelOf(t)).ref(0) }),
        ERRORS.certicask.sealsInvalid,
      ],
      ['what is no reference', () => cask({ firstReference: 'NOT-A-REFERENCE' }), ERRORS.certicask.sealsInvalid],
      [
        "another account's product",
        async () => cask({ productId: await productIdByTitle(t, t.other.accountId, 'Vintage red wine') }),
        ERRORS.common.notFound,
      ],
      [
        'an archived product',
        async () =>
          cask({
            productId: (
              await db
                .select()
                .from(products)
                .where(and(eq(products.archived, true), eq(products.accountId, t.demo.accountId)))
            )[0]!.id,
          }),
        ERRORS.common.notFound,
      ],
      ["another account's container", () => cask({ containerId: theirs.container.id }), ERRORS.common.notFound],
      ["another account's plot", () => cask({ plotIds: [mine.plot.id, theirs.plot.id] }), ERRORS.common.notFound],
      ["another account's provider", () => cask({ providerIds: [theirs.provider.id] }), ERRORS.common.notFound],
      [
        'an unknown cask certificate',
        () => cask({ subject: 'bottles', fromCertificate: 'C1999-000001' }),
        ERRORS.certicask.unknownCaskCertificate,
        { number: 'C1999-000001' },
      ],
    ];

    it.each(refusals)('%s', async (_case, input, error, params) => {
      const body = await input();
      const before = await written();
      expectError(await certify(body), error, params);
      expect(await written()).toEqual(before);
    });

    it('more seals than one certificate covers (certicask.tooManySeals)', async () => {
      const big = await reelOf(t, 'demo', CERTIFICATE_MAX_SEALS + 1);
      const before = await written();
      expectError(
        await certify(cask({ firstReference: big.ref(0), lastReference: big.ref(CERTIFICATE_MAX_SEALS) })),
        ERRORS.certicask.tooManySeals,
        { max: CERTIFICATE_MAX_SEALS, count: CERTIFICATE_MAX_SEALS + 1 },
      );
      expect(await written()).toEqual(before);
      await issued(cask({ firstReference: big.ref(0), lastReference: big.ref(CERTIFICATE_MAX_SEALS - 1) }));
    });

    it("a bottles certificate, or another account's cask, as the cask bottles come from", async () => {
      const bottles = await issued({ subject: 'bottles', productId: wineId, firstReference: reel.ref(40) });
      expectError(
        await certify(cask({ subject: 'bottles', fromCertificate: bottles.number })),
        ERRORS.certicask.unknownCaskCertificate,
        { number: bottles.number },
      );
      const theirLicence = await paidLicences(t, other, 1);
      const theirKey = (await assigned(other, theirLicence.licenceIds[0]!, 'OTHER-TAB')).deviceKey;
      const theirCask = await deviceCall(t, theirKey, {
        subject: 'cask',
        containerId: theirs.container.id,
        productId: await productIdByTitle(t, t.other.accountId, 'Vintage red wine'),
        firstReference: otherReel.ref(1),
      });
      expect(theirCask.statusCode, theirCask.body).toBe(201);
      expectError(
        await certify(cask({ subject: 'bottles', fromCertificate: theirCask.json().number })),
        ERRORS.certicask.unknownCaskCertificate,
      );
    });

    it('a cask without its container, and a body that is not one', async () => {
      expect((await certify(cask({ containerId: null }))).json()).toMatchObject({
        key: 'common.validation',
        fields: [{ path: 'containerId' }],
      });
      const raw = await t.app.inject({
        method: 'POST',
        url: DEVICE_API.certificates,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload: '{not json',
      });
      expectError(raw, ERRORS.common.validation);
    });
  });

  it('refuses the key of a revoked licence and of one past its end, whatever the job did', async () => {
    const [, second] = paid.licenceIds;
    const { deviceKey } = await assigned(admin, second!, 'CELLAR-API-2');
    dataOf(certicask.revokeLicence, await admin(certicask.revokeLicence, { licenceId: second! }));
    expectError(await certify(cask({ firstReference: reel.ref(50) }), deviceKey), ERRORS.certicask.deviceKeyInvalid);
  });
});
