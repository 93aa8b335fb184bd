import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, qrCreator } from '@seal/shared';
import { QR_SET_MAX_CODES, type QrSetFields } from '@seal/shared/contract/qr-creator';
import { cookieWithRights, dataOf, expectError, fieldsOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { products } from '../../db/schema';
import { decodePng } from '../codes/test-decode';
import { productIdByTitle } from '../products/test-support';
import { issueReel } from '../seals/test-seals';
import { encodeReference } from '../seals/reference-codec';
import { KEY_0 } from '../seals/test-keys';
import { sheetGrid } from './qr-sheet';
import { blockReference, download, pageCountOf } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const origin = t.config.publicUrl;
const chocolate = await productIdByTitle(t, t.demo.accountId, 'Dark chocolate 70%');
const otherChocolate = await productIdByTitle(t, t.other.accountId, 'Dark chocolate 70%');
const GS = String.fromCharCode(29);

type Fields = Partial<QrSetFields> & Pick<QrSetFields, 'target' | 'link'>;
const fields = (more: Fields) => ({ name: 'Shop labels', ...more });
const create = async (more: Fields) => dataOf(qrCreator.create, await admin(qrCreator.create, fields(more)));

describe('qrCreatorModel.create and the downloads', () => {
  it('makes copies of a product’s GS1 Digital Link, listed, whose SVG and PNG carry it', async () => {
    const set = await create({ target: 'product', link: 'digitalLink', productId: chocolate, copies: 12 });
    expect(set).toMatchObject({ target: 'product', productTitle: 'Dark chocolate 70%', codeCount: 12, downloads: 0 });
    const listed = dataOf(qrCreator.list, await admin(qrCreator.list, { search: 'shop' }));
    expect(listed.rows.map((row) => row.id)).toContain(set.id);

    const png = await download(t, adminCookie, set.id, 'code.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(decodePng(png.rawPayload)).toBe(`${origin}/01/04006381333931`);
    const svg = await download(t, adminCookie, set.id, 'code.svg');
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*width="\d+(\.\d+)?mm"/);
    const [row] = dataOf(qrCreator.list, await admin(qrCreator.list, { search: 'shop' })).rows;
    expect(row!.downloads).toBe(2);
  });

  it('makes one code per seal of a range, each carrying its seal’s consultation, on a paged A4 sheet', async () => {
    const set = await create({
      target: 'seals',
      link: 'consultation',
      firstReference: blockReference(10),
      lastReference: blockReference(99),
      labelText: 'Check me',
    });
    expect(set).toMatchObject({ codeCount: 90, firstReference: blockReference(10), lastReference: blockReference(99) });
    const png = await download(t, adminCookie, set.id, 'code.png', 5);
    expect(decodePng(png.rawPayload)).toBe(`${origin}/consultation?ref=${blockReference(15)}`);
    const svg = await download(t, adminCookie, set.id, 'code.svg', 89);
    expect(svg.body).toContain(`Check me ${blockReference(99)}`);

    const pdf = await download(t, adminCookie, set.id, 'sheet.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Shop-labels.pdf"');
    expect(await pageCountOf(pdf.rawPayload)).toBe(2);
  });

  it('reads a range typed last-first, and prints a 10,000-code sheet on as many pages as its grid needs', async () => {
    const reel = await issueReel(t.database.db, t.demo, QR_SET_MAX_CODES);
    const first = encodeReference(reel.firstSerial, KEY_0);
    const last = encodeReference(reel.lastSerial, KEY_0);
    const set = await create({ target: 'seals', link: 'consultation', firstReference: last, lastReference: first });
    expect(set).toMatchObject({ codeCount: QR_SET_MAX_CODES, firstReference: first, lastReference: last });
    const pdf = await download(t, adminCookie, set.id, 'sheet.pdf');
    // 0.5 mm modules, a 4-module quiet zone, a version-4 QR code (33 modules), labelled: 80 a page.
    expect(sheetGrid((33 + 8) * 0.5 * (72 / 25.4), true).perPage).toBe(80);
    expect(await pageCountOf(pdf.rawPayload)).toBe(QR_SET_MAX_CODES / 80);
  }, 120_000);

  it('carries a seal’s GTIN and reference as GS1 element strings in a GS1 DataMatrix', async () => {
    const set = await create({
      target: 'seals',
      link: 'digitalLink',
      productId: chocolate,
      symbology: 'gs1-datamatrix',
      quietZone: 2,
      firstReference: blockReference(0),
      lastReference: blockReference(3),
    });
    const png = await download(t, adminCookie, set.id, 'code.png', 2);
    expect(decodePng(png.rawPayload)).toBe(`${GS}0104006381333931` + `21${blockReference(2)}`);
  });

  it('carries a seal’s Digital Link in a plain DataMatrix', async () => {
    const set = await create({
      target: 'seals',
      link: 'digitalLink',
      productId: chocolate,
      symbology: 'datamatrix',
      firstReference: blockReference(0),
      lastReference: blockReference(0),
    });
    const png = await download(t, adminCookie, set.id, 'code.png');
    expect(decodePng(png.rawPayload)).toBe(`${origin}/01/04006381333931/21/${blockReference(0)}`);
  });

  it('answers a preview of the first code without storing anything', async () => {
    const before = dataOf(qrCreator.list, await admin(qrCreator.list, {})).total;
    const preview = dataOf(
      qrCreator.preview,
      await admin(qrCreator.preview, fields({ target: 'product', link: 'digitalLink', productId: chocolate })),
    );
    expect(preview).toMatchObject({ content: `${origin}/01/04006381333931`, codeCount: 1 });
    expect(preview.svg).toMatch(/^<svg /);
    expect(dataOf(qrCreator.list, await admin(qrCreator.list, {})).total).toBe(before);
  });
});

describe('qrCreatorModel rules', () => {
  it('needs a GTIN on the product for a Digital Link or a GS1 DataMatrix', async () => {
    await t.database.db.update(products).set({ gtin: null }).where(eq(products.id, chocolate));
    try {
      expectError(
        await admin(qrCreator.create, fields({ target: 'product', link: 'digitalLink', productId: chocolate })),
        ERRORS.qrCreator.gtinRequired,
        { product: 'Dark chocolate 70%' },
      );
    } finally {
      await t.database.db.update(products).set({ gtin: '4006381333931' }).where(eq(products.id, chocolate));
    }
  });

  it('needs a product page URL to carry it, and carries the one of the moment', async () => {
    expectError(
      await admin(qrCreator.create, fields({ target: 'product', link: 'productPage', productId: chocolate })),
      ERRORS.qrCreator.noProductPage,
    );
    await t.database.db
      .update(products)
      .set({ productPageUrl: 'https://demo.example.com/chocolate' })
      .where(eq(products.id, chocolate));
    const set = await create({ target: 'product', link: 'productPage', productId: chocolate });
    const png = await download(t, adminCookie, set.id, 'code.png');
    expect(decodePng(png.rawPayload)).toBe('https://demo.example.com/chocolate');
  });

  it('refuses a page URL too long for a DataMatrix', async () => {
    const wine = await productIdByTitle(t, t.demo.accountId, 'Vintage red wine');
    await t.database.db
      .update(products)
      .set({ productPageUrl: `https://demo.example.com/${'x'.repeat(3000)}` })
      .where(eq(products.id, wine));
    expectError(
      await admin(
        qrCreator.create,
        fields({ target: 'product', link: 'productPage', productId: wine, symbology: 'datamatrix' }),
      ),
      ERRORS.qrCreator.contentTooLong,
      { symbology: 'datamatrix' },
    );
  });

  it('puts only the Digital Link in a GS1 DataMatrix', async () => {
    expectError(
      await admin(
        qrCreator.create,
        fields({
          target: 'seals',
          link: 'consultation',
          symbology: 'gs1-datamatrix',
          firstReference: blockReference(0),
          lastReference: blockReference(1),
        }),
      ),
      ERRORS.qrCreator.gs1NeedsDigitalLink,
    );
  });

  it('refuses a range over two reels, another account’s seals or a reference that is none', async () => {
    for (const [first, last] of [
      [blockReference(0), blockReference(1_000)],
      [blockReference(0, 1), blockReference(5, 1)],
      [blockReference(0), 'NOT-A-REFERENCE'],
    ]) {
      expectError(
        await admin(
          qrCreator.create,
          fields({ target: 'seals', link: 'consultation', firstReference: first, lastReference: last }),
        ),
        ERRORS.qrCreator.rangeInvalid,
      );
    }
  });

  it(`bounds a set at ${QR_SET_MAX_CODES} codes`, async () => {
    const reel = await issueReel(t.database.db, t.demo, QR_SET_MAX_CODES + 1);
    expectError(
      await admin(
        qrCreator.create,
        fields({
          target: 'seals',
          link: 'consultation',
          firstReference: encodeReference(reel.firstSerial, KEY_0),
          lastReference: encodeReference(reel.lastSerial, KEY_0),
        }),
      ),
      ERRORS.qrCreator.tooManyCodes,
      { max: QR_SET_MAX_CODES, count: QR_SET_MAX_CODES + 1 },
    );
    expect(
      fieldsOf(
        await admin(
          qrCreator.create,
          fields({ target: 'product', link: 'digitalLink', productId: chocolate, copies: QR_SET_MAX_CODES + 1 }),
        ),
      ),
    ).toEqual(['copies validation.tooLong']);
  });

  it('names the missing fields of each kind of set', async () => {
    expect(fieldsOf(await admin(qrCreator.create, fields({ target: 'product', link: 'consultation' }))).sort()).toEqual(
      ['link validation.choice', 'productId validation.required'],
    );
    expect(fieldsOf(await admin(qrCreator.create, fields({ target: 'seals', link: 'digitalLink' }))).sort()).toEqual([
      'firstReference validation.required',
      'lastReference validation.required',
      'productId validation.required',
    ]);
  });

  it('refuses another account’s product as not found', async () => {
    expectError(
      await admin(qrCreator.create, fields({ target: 'product', link: 'digitalLink', productId: otherChocolate })),
      ERRORS.common.notFound,
    );
  });

  it('answers a code past the set’s last as not found', async () => {
    const set = await create({ target: 'product', link: 'digitalLink', productId: chocolate, copies: 3 });
    expectError(await download(t, adminCookie, set.id, 'code.png', 3), ERRORS.qrCreator.noSuchCode, { count: 3 });
  });

  it('removes a set: its downloads are gone', async () => {
    const set = await create({ target: 'product', link: 'digitalLink', productId: chocolate });
    dataOf(qrCreator.remove, await admin(qrCreator.remove, { setId: set.id }));
    expectError(await download(t, adminCookie, set.id, 'sheet.pdf'), ERRORS.common.notFound);
    expectError(await admin(qrCreator.remove, { setId: set.id }), ERRORS.common.notFound);
  });
});

describe('the demo sets', () => {
  it('lists the seeded sets, whose codes carry the chocolate’s Digital Link and the reel’s consultations', async () => {
    const listed = dataOf(qrCreator.list, await admin(qrCreator.list, { search: 'first delivered' }));
    expect(listed.rows).toEqual([
      expect.objectContaining({ target: 'seals', codeCount: 100, firstReference: blockReference(0) }),
    ]);
    const png = await download(t, adminCookie, listed.rows[0]!.id, 'code.png', 99);
    expect(decodePng(png.rawPayload)).toBe(`${origin}/consultation?ref=${blockReference(99)}`);
    const [shelf] = dataOf(qrCreator.list, await admin(qrCreator.list, { search: 'chocolate shelf' })).rows;
    expect(shelf).toMatchObject({ productTitle: 'Dark chocolate 70%', codeCount: 24 });
    const shelfPng = await download(t, adminCookie, shelf!.id, 'code.png');
    expect(decodePng(shelfPng.rawPayload)).toBe(`${origin}/01/04006381333931`);
  });
});

describe('qrCreatorModel.productOptions', () => {
  it('offers the products of the scope with their GTIN, searched, the chosen one first', async () => {
    const options = dataOf(qrCreator.productOptions, await admin(qrCreator.productOptions, { search: 'choc' }));
    expect(options).toEqual([
      { id: chocolate, title: 'Dark chocolate 70%', gtin: '4006381333931', hasProductPage: true, hasELabel: true },
    ]);
    const chosen = dataOf(
      qrCreator.productOptions,
      await admin(qrCreator.productOptions, { search: 'olive', productId: chocolate }),
    );
    expect(chosen.map((option) => option.title)).toEqual(['Dark chocolate 70%', 'Olive oil 50 cl']);
  });
});

describe('rights', () => {
  it('answers 403 to a session without secu.qr_creator, for every method and download', async () => {
    const cookie = await cookieWithRights(t, ['prod.view', 'secu.view_reels']);
    const set = await create({ target: 'product', link: 'digitalLink', productId: chocolate });
    for (const [contract, vars] of [
      [qrCreator.list, {}],
      [qrCreator.preview, fields({ target: 'product', link: 'digitalLink', productId: chocolate })],
      [qrCreator.create, fields({ target: 'product', link: 'digitalLink', productId: chocolate })],
      [qrCreator.remove, { setId: set.id }],
      [qrCreator.productOptions, {}],
    ] as const) {
      const response = await t.call(contract.model, contract.name, vars, cookie);
      expect(response.statusCode, contract.name).toBe(403);
    }
    for (const file of ['code.svg', 'code.png', 'sheet.pdf'] as const)
      expect((await download(t, cookie, set.id, file)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/qr-creator/sets/${set.id}/code.svg` })).statusCode).toBe(
      401,
    );
  });
});
