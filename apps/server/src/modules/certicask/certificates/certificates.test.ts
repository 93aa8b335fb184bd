import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { certicask, ERRORS } from '@seal/shared';
import { dataOf, expectError } from '../../../../test/calls';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { DEMO_CERTIFIED } from '../../../db/seed/certicask';
import { demoBlockSerial } from '../../../db/seed/seals';
import { DEMO_SEAL_KEY } from '../../seals/demo-seal-key';
import { encodeReference } from '../../seals/reference-codec';
import { assigned, deviceCall, paidLicences, reelOf, userWith, CASK_RIGHTS } from '../test-support';
import { productIdByTitle } from '../../products/test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const demoRef = (offset: number, block = 0) => encodeReference(demoBlockSerial(offset, block), DEMO_SEAL_KEY);
const caskRef = demoRef(DEMO_CERTIFIED.cask);
const [firstBottle, lastBottle] = DEMO_CERTIFIED.bottles.map((offset) => demoRef(offset));

const list = async (input: Parameters<typeof admin<typeof certicask.listCertificates>>[1]) =>
  dataOf(certicask.listCertificates, await admin(certicask.listCertificates, input));
const ofReference = (ref: string, call = admin) => call(certicask.certificatesOfReference, { ref });

describe('the demo certificates', () => {
  it("are a cask's on one seal and the bottles' filled from it on six seals of a reel", async () => {
    const { rows } = await list({ sort: { field: 'number', order: 'asc' } });
    expect(rows.map((row) => [row.subject, row.firstReference, row.lastReference, row.sealCount])).toEqual([
      ['cask', caskRef, caskRef, 1],
      ['bottles', firstBottle, lastBottle, 6],
    ]);
    expect(rows.map((row) => [row.productTitle, row.containerName, row.deviceName])).toEqual([
      ['Vintage red wine', 'Oak barrel 12', 'Cellar tablet'],
      ['Vintage red wine', 'Oak barrel 12', 'Cellar tablet'],
    ]);
    const bottles = dataOf(
      certicask.getCertificate,
      await admin(certicask.getCertificate, { certificateId: rows[1]!.id }),
    );
    expect(bottles.from).toEqual({ id: rows[0]!.id, number: rows[0]!.number });
    expect(bottles.plots.map((plot) => plot.name)).toEqual(['Les Grands Champs', 'Clos du Moulin']);
  });
});

describe('certificateModel.list', () => {
  it('finds by number, product, container and a reference it covers; filters by subject', async () => {
    const { rows } = await list({ sort: { field: 'number', order: 'asc' } });
    const [cask, bottles] = rows;
    const ids = async (input: Parameters<typeof list>[0]) => (await list(input)).rows.map((row) => row.id);
    expect(await ids({ search: bottles!.number })).toEqual([bottles!.id]);
    expect(await ids({ search: 'vintage red' })).toEqual(expect.arrayContaining([cask!.id, bottles!.id]));
    expect(await ids({ search: 'barrel 12' })).toEqual(expect.arrayContaining([cask!.id, bottles!.id]));
    expect(await ids({ search: demoRef(DEMO_CERTIFIED.bottles[0] + 3) })).toEqual([bottles!.id]);
    expect(await ids({ search: caskRef })).toEqual([cask!.id]);
    expect(await ids({ search: demoRef(2_050) })).toEqual([]);
    expect(await ids({ filters: { subject: 'cask' } })).toEqual([cask!.id]);
  });

  it('needs certicask.view', async () => {
    const none = await userWith(t, []);
    expectError(await none.call(certicask.listCertificates, {}), ERRORS.common.forbidden);
  });
});

describe('certificateModel.ofReference', () => {
  it('answers the certificates covering a seal, newest first', async () => {
    expect(dataOf(certicask.certificatesOfReference, await ofReference(demoRef(2_003))).map((c) => c.subject)).toEqual([
      'bottles',
    ]);
    // A second certificate on the cask's seal comes first.
    const paid = await paidLicences(t, admin, 1);
    const { deviceKey } = await assigned(admin, paid.licenceIds[0]!, 'TAB-OF-REF');
    const wine = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    const again = await deviceCall(t, deviceKey, { subject: 'bottles', productId: wine, firstReference: caskRef });
    expect(again.statusCode, again.body).toBe(201);
    const found = dataOf(certicask.certificatesOfReference, await ofReference(caskRef));
    expect(found.map((certificate) => certificate.number)).toEqual([again.json().number, expect.any(String)]);
    expect(found[1]!.subject).toBe('cask');
  });

  it('answers certicask.noCertificate for a seal of the scope without one (spec 001 section 8)', async () => {
    expectError(await ofReference(demoRef(2_050)), ERRORS.certicask.noCertificate);
    const reel = await reelOf(t);
    expectError(await ofReference(reel.ref(0)), ERRORS.certicask.noCertificate);
  });

  it("answers notFound for what is no seal of the caller's scope: another account's, another entity's, not a reference", async () => {
    expectError(await ofReference(demoRef(2_000, 1)), ERRORS.common.notFound);
    expectError(await ofReference('NOT-A-REFERENCE'), ERRORS.common.notFound);
    // A user of the sub-entity without orga.master_security sees none of the main entity's seals.
    const sub = await userWith(t, CASK_RIGHTS, 'demo', t.demo.subEntityId);
    expectError(await ofReference(firstBottle!, sub.call), ERRORS.common.notFound);
    // The same rights in the main entity, where the demo reels are, see them.
    const main = await userWith(t, CASK_RIGHTS);
    expect(dataOf(certicask.certificatesOfReference, await ofReference(firstBottle!, main.call))).toHaveLength(1);
  });
});

describe('certificates are never changed', () => {
  it('has no code that updates or deletes cask_certificates', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) sources.push(file);
      }
    };
    walk(root);
    expect(sources.length).toBeGreaterThan(100);
    const writers = sources.filter((file) =>
      /\.(update|delete)\(\s*(schema\.)?caskCertificates\b|(update|delete\s+from)\s+"?cask_certificates\b/i.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(writers).toEqual([]);
  });
});
