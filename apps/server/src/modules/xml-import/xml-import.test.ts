import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, normaliseGtin, xmlImport } from '@seal/shared';
import { XML_IMPORT_LIMITS, type XmlImport } from '@seal/shared/contract/xml-import';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { actionLog, products, sealActivations, xmlImports } from '../../db/schema';
import { productIdByTitle } from '../products/test-support';
import { activate, issueReel } from '../seals/test-seals';
import { batchXml, type XmlRange } from './test-batches';
import { runXmlImport } from './xml-import.worker';
import { finished, lastCode, ref, startWithCode, uploadForm, uploadRaw, uploadVerified } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const ADMIN = 'admin@demo.test';
const db = t.database.db;

const countImports = async () => Number((await db.select({ value: sql<number>`count(*)` }).from(xmlImports))[0]!.value);
const byPosition = (data: XmlImport, position: number) => data.ranges.find((range) => range.position === position)!;
const chocolate = { sku: 'DEMO-CHOC-70' };

describe('POST /api/xml-import: the file', () => {
  it('refuses an upload without a file with xmlImport.missingFile, raw or multipart', async () => {
    expectError(await uploadRaw(t, adminCookie, ''), ERRORS.xmlImport.missingFile);
    expectError(await uploadForm(t, adminCookie, null), ERRORS.xmlImport.missingFile);
    expectError(await uploadForm(t, adminCookie, { name: 'empty.xml', content: '' }), ERRORS.xmlImport.missingFile);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/xml-import',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      payload: { ranges: [] },
    });
    expectError(json, ERRORS.xmlImport.missingFile);
  });

  it('refuses a file over the 10 MB transmission limit with common.tooLarge, raw or multipart', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const big = batchXml([{ first: ref(reel, 0), last: ref(reel, 1), ...chocolate }]).replace(
      '<activationBatch',
      `<!--${'x'.repeat(XML_IMPORT_LIMITS.bytes)}-->\n<activationBatch`,
    );
    expectError(await uploadRaw(t, adminCookie, big), ERRORS.common.tooLarge, { limit: XML_IMPORT_LIMITS.bytes });
    expectError(await uploadForm(t, adminCookie, { name: 'big.xml', content: big }), ERRORS.common.tooLarge, {
      limit: XML_IMPORT_LIMITS.bytes,
    });
  });

  it('refuses a file not matching the schema with xmlImport.schema, the validator line and message', async () => {
    const before = await countImports();
    const response = await uploadRaw(
      t,
      adminCookie,
      '<?xml version="1.0"?>\n<activationBatch version="1">\n  <range><first>ZFVV-33RF-YH8K</first></range>\n</activationBatch>',
    );
    expectError(response, ERRORS.xmlImport.schema);
    expect(response.json().params.errors).toEqual([
      { line: 3, column: expect.any(Number), message: expect.stringMatching(/Missing child element.*last/) },
    ]);
    expectError(await uploadRaw(t, adminCookie, 'a CSV, not XML\n1,2,3'), ERRORS.xmlImport.schema);
    expect(await countImports()).toBe(before);
  });

  it(`refuses more than ${XML_IMPORT_LIMITS.ranges} ranges with xmlImport.tooManyRanges`, async () => {
    const reel = await issueReel(db, t.demo, 10);
    const ranges = Array.from({ length: XML_IMPORT_LIMITS.ranges + 1 }, () => ({
      first: ref(reel, 0),
      last: ref(reel, 0),
      ...chocolate,
    }));
    expectError(await uploadRaw(t, adminCookie, batchXml(ranges)), ERRORS.xmlImport.tooManyRanges, {
      max: XML_IMPORT_LIMITS.ranges,
      count: XML_IMPORT_LIMITS.ranges + 1,
    });
  });

  it('refuses a file with no valid range with xmlImport.noValidRange, each range with its problem, storing nothing', async () => {
    const before = await countImports();
    const reel = await issueReel(db, t.demo, 10);
    const response = await uploadRaw(
      t,
      adminCookie,
      batchXml([
        { first: ref(reel, 0), last: ref(reel, 3), sku: 'NO-SUCH-SKU' },
        { first: 'ZZZZ-ZZZZ-ZZZZ', last: ref(reel, 3), ...chocolate },
      ]),
    );
    expectError(response, ERRORS.xmlImport.noValidRange);
    const ranges = response.json().params.ranges as XmlImport['ranges'];
    expect(ranges.map((range) => [range.position, range.state, range.problem?.key])).toEqual([
      [1, 'invalid', ERRORS.product.invalidProduct.key],
      [2, 'invalid', ERRORS.activation.invalidReference.key],
    ]);
    expect(await countImports()).toBe(before);
  });

  it('keeps a file name the database can store, whatever was sent', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const xml = batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]);
    const data = dataOf(xmlImport.getXmlImport, await uploadRaw(t, adminCookie, xml, 'june\u0000\n batch.xml'));
    expect(data.fileName).toBe('june batch.xml');
  });

  it('reads the console multipart upload and keeps the file name, not the file', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const response = await uploadForm(t, adminCookie, {
      name: 'june.xml',
      content: batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    });
    const data = dataOf(xmlImport.getXmlImport, response);
    expect(data).toMatchObject({ fileName: 'june.xml', status: 'verified', validSeals: 10, validRanges: 1 });
    const [logged] = await db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'xmlImportModel.uploadXmlImport'), eq(actionLog.targetId, data.importId)));
    expect(logged!.input).toEqual({
      fileName: 'june.xml',
      bytes: expect.any(Number),
      ranges: 1,
      validRanges: 1,
      validSeals: 10,
    });
  });
});

describe('POST /api/xml-import: verifying each range', () => {
  it('stores each range with its count and first problem; ranges with problems will not be activated', async () => {
    const reel = await issueReel(db, t.demo, 100);
    const second = await issueReel(db, t.demo, 10);
    const foreign = await issueReel(db, t.other, 10);
    const huge = await issueReel(db, t.demo, XML_IMPORT_LIMITS.sealsPerRange + 1);
    const perfume = { sku: 'DEMO-PERF-2019' };
    const chocolateId = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    // A GTIN reused by a second product (allowed after the warning) names no single product.
    await db.insert(products).values({
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      defaultLanguage: 'en',
      validityDays: 1,
      gtin: '4006381333931',
      gtinKey: normaliseGtin('4006381333931'),
    });
    await activate(db, t.demo, reel, chocolateId, reel.firstSerial + 90, reel.firstSerial + 95);
    const wrongCheck = ref(reel, 1).slice(0, -1) + (ref(reel, 1).endsWith('0') ? '1' : '0');
    const ranges: XmlRange[] = [
      { first: ref(reel, 0), last: ref(reel, 9), ...chocolate, targetCountry: 'FR', deliveryDate: '2026-09-01' },
      { first: wrongCheck, last: ref(reel, 9), ...chocolate },
      { first: ref(foreign, 0), last: ref(foreign, 9), ...chocolate },
      { first: ref(reel, 10), last: ref(second, 2), ...chocolate },
      { first: ref(reel, 85), last: ref(reel, 92), ...chocolate },
      { first: ref(reel, 5), last: ref(reel, 12), ...chocolate },
      { first: ref(huge, 0), last: ref(huge, XML_IMPORT_LIMITS.sealsPerRange), ...chocolate },
      { first: ref(reel, 20), last: ref(reel, 29), ...perfume },
      { first: ref(reel, 30), last: ref(reel, 39), gtin: '4006381333931' },
      { first: ref(reel, 40), last: ref(reel, 49), sku: 'DEMO-WINE-01', dynamicData: { 'Batch number': '12-AB' } },
      { first: ref(reel, 50), last: ref(reel, 59), ...chocolate, targetCountry: 'XX' },
      // Written last first, with the wine's mandatory batch number: valid.
      { first: ref(reel, 79), last: ref(reel, 60), sku: 'demo-wine-01', dynamicData: { 'Batch number': 'ab-1234' } },
    ];
    const data = await uploadVerified(t, adminCookie, batchXml(ranges));
    const problems = data.ranges.map((range) => [range.position, range.count, range.problem?.key ?? null]);
    expect(problems).toEqual([
      [1, 10, null],
      [2, 0, ERRORS.activation.invalidReference.key],
      // Another account's seals answer exactly like unknown ones.
      [3, 0, ERRORS.activation.invalidReference.key],
      [4, 0, ERRORS.activation.invalidReel.key],
      [5, 8, ERRORS.activation.alreadyActivated.key],
      [6, 8, ERRORS.activation.alreadyActivated.key],
      [7, XML_IMPORT_LIMITS.sealsPerRange + 1, ERRORS.xmlImport.overThreshold.key],
      [8, 10, ERRORS.product.invalidProduct.key],
      [9, 10, ERRORS.product.invalidProduct.key],
      [10, 10, ERRORS.common.validation.key],
      [11, 10, ERRORS.common.validation.key],
      [12, 20, null],
    ]);
    expect(byPosition(data, 6).problem!.params).toEqual({ position: 1 });
    expect(byPosition(data, 7).problem).toMatchObject({
      code: 800,
      params: { count: XML_IMPORT_LIMITS.sealsPerRange + 1, max: XML_IMPORT_LIMITS.sealsPerRange },
    });
    expect(byPosition(data, 8).problem!.params).toMatchObject({ reason: 'archived' });
    expect(byPosition(data, 9).problem!.params).toMatchObject({ reason: 'ambiguous' });
    expect(byPosition(data, 10).problem!.params!.fields).toEqual([
      { path: 'dynamicData.Batch number', key: 'validation.invalid', params: { mask: 'AA-9999' } },
    ]);
    expect(byPosition(data, 11).problem!.params!.fields).toEqual([
      { path: 'targetCountry', key: 'validation.invalid' },
    ]);
    expect(byPosition(data, 12)).toMatchObject({
      first: ref(reel, 60),
      last: ref(reel, 79),
      state: 'pending',
      dynamicData: { 'Batch number': 'ab-1234' },
      product: { title: 'Vintage red wine' },
    });
    expect(data).toMatchObject({ validRanges: 2, invalidRanges: 10, validSeals: 30, overAdvised: false });
  });

  it(`warns above ${XML_IMPORT_LIMITS.advisedSeals} seals in the whole file`, async () => {
    const reel = await issueReel(db, t.demo, 200_000);
    const data = await uploadVerified(
      t,
      adminCookie,
      batchXml([
        { first: ref(reel, 0), last: ref(reel, 99_999), ...chocolate },
        { first: ref(reel, 100_000), last: ref(reel, 150_000), ...chocolate },
      ]),
    );
    expect(data).toMatchObject({ validSeals: 150_001, overAdvised: true });
  });
});

describe('the security code and the start', () => {
  it('activates the valid ranges in the background, with progress, then reports what was skipped', async () => {
    const reel = await issueReel(db, t.demo, 100);
    const verified = await uploadVerified(
      t,
      adminCookie,
      batchXml([
        { first: ref(reel, 0), last: ref(reel, 49), ...chocolate, targetCountry: 'FR', deliveryDate: '2026-09-01' },
        { first: ref(reel, 50), last: ref(reel, 59), sku: 'NO-SUCH-SKU' },
        { first: ref(reel, 60), last: ref(reel, 99), sku: 'DEMO-WINE-01', dynamicData: { 'Batch number': 'AB-1234' } },
      ]),
    );
    const started = dataOf(xmlImport.startXmlImport, await startWithCode(t, adminCookie, ADMIN, verified.importId));
    expect(started.status).toBe('queued');
    const report = await finished(admin, verified.importId);
    expect(report).toMatchObject({
      status: 'done',
      validSeals: 90,
      doneSeals: 90,
      activatedSeals: 90,
      activatedRanges: 2,
      failedRanges: 0,
      invalidRanges: 1,
      error: null,
    });
    expect(report.ranges.map((range) => range.state)).toEqual(['activated', 'invalid', 'activated']);
    const rows = await db
      .select()
      .from(sealActivations)
      .where(eq(sealActivations.reelId, reel.id))
      .orderBy(sealActivations.firstSerial);
    expect(
      rows.map((row) => [row.firstSerial - reel.firstSerial, row.lastSerial - reel.firstSerial, row.method]),
    ).toEqual([
      [0, 49, 'xml'],
      [60, 99, 'xml'],
    ]);
    expect(rows[0]).toMatchObject({
      targetCountry: 'FR',
      deliveryDate: '2026-09-01',
      activatedBy: t.demo.userIds.admin,
    });
    expect(rows[1]!.dynamicData).toEqual({ 'Batch number': 'AB-1234' });
  });

  it('refuses a wrong code with activation.invalidSecurityCode and keeps the import verified', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    const sent = dataOf(xmlImport.requestXmlImportCode, await admin(xmlImport.requestXmlImportCode, { importId }));
    const right = await lastCode(t, ADMIN);
    const wrong = right === '000000' ? '111111' : '000000';
    expectError(
      await admin(xmlImport.startXmlImport, { importId, challengeId: sent.challengeId, code: wrong }),
      ERRORS.activation.invalidSecurityCode,
      { triesLeft: 4 },
    );
    expect(dataOf(xmlImport.getXmlImport, await admin(xmlImport.getXmlImport, { importId })).status).toBe('verified');
  });

  it('refuses the code of another import with activation.securityCodeExpired', async () => {
    const reel = await issueReel(db, t.demo, 20);
    const one = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    const two = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 10), last: ref(reel, 19), ...chocolate }]),
    );
    const sent = dataOf(
      xmlImport.requestXmlImportCode,
      await admin(xmlImport.requestXmlImportCode, { importId: one.importId }),
    );
    expectError(
      await admin(xmlImport.startXmlImport, {
        importId: two.importId,
        challengeId: sent.challengeId,
        code: await lastCode(t, ADMIN),
      }),
      ERRORS.activation.securityCodeExpired,
    );
  });

  it('starts an import once: a second start or code request answers xmlImport.started', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    const sent = dataOf(xmlImport.requestXmlImportCode, await admin(xmlImport.requestXmlImportCode, { importId }));
    const code = await lastCode(t, ADMIN);
    dataOf(
      xmlImport.startXmlImport,
      await admin(xmlImport.startXmlImport, { importId, challengeId: sent.challengeId, code }),
    );
    expectError(
      await admin(xmlImport.startXmlImport, { importId, challengeId: sent.challengeId, code }),
      ERRORS.xmlImport.started,
    );
    expectError(await admin(xmlImport.requestXmlImportCode, { importId }), ERRORS.xmlImport.started);
    expect((await finished(admin, importId)).activatedSeals).toBe(10);
  });

  it('reports a range activated by someone else since the upload, and activates the others', async () => {
    const reel = await issueReel(db, t.demo, 20);
    const chocolateId = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([
        { first: ref(reel, 0), last: ref(reel, 9), ...chocolate },
        { first: ref(reel, 10), last: ref(reel, 19), ...chocolate },
      ]),
    );
    await activate(db, t.demo, reel, chocolateId, reel.firstSerial + 15, reel.firstSerial + 15);
    dataOf(xmlImport.startXmlImport, await startWithCode(t, adminCookie, ADMIN, importId));
    const report = await finished(admin, importId);
    expect(report).toMatchObject({ status: 'done', activatedRanges: 1, activatedSeals: 10, failedRanges: 1 });
    expect(byPosition(report, 2)).toMatchObject({
      state: 'failed',
      problem: { code: ERRORS.activation.alreadyActivated.code, key: ERRORS.activation.alreadyActivated.key },
    });
  });

  it('ends failed with xmlImport.noneActivated when no range could be activated', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const chocolateId = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    await activate(db, t.demo, reel, chocolateId, reel.firstSerial, reel.lastSerial);
    dataOf(xmlImport.startXmlImport, await startWithCode(t, adminCookie, ADMIN, importId));
    const report = await finished(admin, importId);
    expect(report).toMatchObject({
      status: 'failed',
      activatedSeals: 0,
      failedRanges: 1,
      error: { code: ERRORS.xmlImport.noneActivated.code, key: ERRORS.xmlImport.noneActivated.key },
    });
  });

  it('ends failed with xmlImport.failed when the run meets an unexpected error', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    await db
      .update(xmlImports)
      .set({ status: 'queued', startedBy: t.demo.userIds.admin, startedByEntityId: t.demo.entityId })
      .where(eq(xmlImports.id, importId));
    // The database fails under the job (a lost connection): every transaction throws.
    const failing = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction') return () => Promise.reject(new Error('connection lost'));
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const deps = { db: failing, jobs: t.jobs, log: t.app.log, actionLog: t.services.actionLog };
    await runXmlImport(deps, { accountId: t.demo.accountId, id: importId });
    const report = dataOf(xmlImport.getXmlImport, await admin(xmlImport.getXmlImport, { importId }));
    expect(report).toMatchObject({
      status: 'failed',
      activatedSeals: 0,
      error: { code: ERRORS.xmlImport.failed.code, key: ERRORS.xmlImport.failed.key },
    });
    expect(report.ranges[0]!.state).toBe('pending');
  });

  it('refuses a code for an import without valid range with xmlImport.noValidRange', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const { importId } = await uploadVerified(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
    );
    // A verified import whose ranges were all found invalid since (stored so by an older version, say).
    await db.update(xmlImports).set({ validRanges: 0, validSeals: 0 }).where(eq(xmlImports.id, importId));
    expectError(await admin(xmlImport.requestXmlImportCode, { importId }), ERRORS.xmlImport.noValidRange);
  });
});

describe('rights', () => {
  it('needs secu.by_xml to upload, read, request a code and start', async () => {
    const reel = await issueReel(db, t.demo, 10);
    const xml = batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]);
    const { importId } = await uploadVerified(t, adminCookie, xml);
    const cookie = await cookieWithRights(t, ['secu.by_range', 'secu.view_reels']);
    const without = caller(t, cookie);
    expectError(await uploadRaw(t, cookie, xml), ERRORS.common.forbidden);
    expectError(await without(xmlImport.getXmlImport, { importId }), ERRORS.common.forbidden);
    expectError(await without(xmlImport.requestXmlImportCode, { importId }), ERRORS.common.forbidden);
    expectError(await without(xmlImport.findXmlImports, {}), ERRORS.common.forbidden);
    const schema = await t.app.inject({ method: 'GET', url: '/api/xml-import/schema', headers: { cookie } });
    expectError(schema, ERRORS.common.forbidden);
    expectError(await uploadRaw(t, '', xml), ERRORS.common.sessionRequired);
    const withRight = caller(t, await cookieWithRights(t, ['secu.by_xml']));
    expect(dataOf(xmlImport.getXmlImport, await withRight(xmlImport.getXmlImport, { importId })).importId).toBe(
      importId,
    );
  });

  it('serves the schema the uploads are validated with', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/xml-import/schema',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<xs:element name="activationBatch">');
  });

  it('lists the imports of the scope, newest first, searchable by file name', async () => {
    const reel = await issueReel(db, t.demo, 10);
    await uploadRaw(
      t,
      adminCookie,
      batchXml([{ first: ref(reel, 0), last: ref(reel, 9), ...chocolate }]),
      'listed-batch.xml',
    );
    const list = dataOf(xmlImport.findXmlImports, await admin(xmlImport.findXmlImports, { search: 'listed-batch' }));
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ fileName: 'listed-batch.xml', status: 'verified', validSeals: 10 });
    expect(list.rows[0]).not.toHaveProperty('ranges');
  });
});
