import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, LIMITS, media as mediaContract, sealHistory } from '@seal/shared';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { media } from '../../db/schema';
import { PNG } from '../../../test/multipart';
import { addresses, fieldsFor, formsOf, postForm, sealWithForm } from './test-support';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const db = t.database.db;
const nextIp = addresses(72);

describe(`POST ${PUBLIC_API.form}: the picture`, () => {
  it('stores a PNG as a media of the seal’s account, tagged consumer-form, shown in the history', async () => {
    const seal = await sealWithForm(t);
    const response = await postForm(t, nextIp(), await fieldsFor(t, seal.token), {
      filename: 'IMG_0042.jpg',
      content: PNG,
      type: 'image/jpeg',
    });
    expect(response.json()).toEqual({ ok: true });
    const [form] = await formsOf(t, seal.serial);
    const [image] = await db.select().from(media).where(eq(media.id, form!.imageId!));
    expect(image).toMatchObject({
      accountId: t.demo.accountId,
      name: `consumer-form-${form!.id}`,
      tag: 'consumer-form',
      type: 'png',
      contentType: 'image/png',
      size: PNG.length,
    });
    expect(image!.content.equals(PNG)).toBe(true);
    const history = dataOf(
      sealHistory.getAllRefConsultation,
      await admin(sealHistory.getAllRefConsultation, {
        ref: seal.reference,
        date_from: '2020-01-01',
        act_id: t.demo.accountId,
      }),
    );
    const img = history.list_form[0]!.img!;
    const served = await t.app.inject({ method: 'GET', url: img, headers: { cookie: adminCookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // It goes with its form (the purge), not from the library.
    expectError(await admin(mediaContract.deleteMedia, { mediaId: image!.id }), ERRORS.media.inUse, {
      consumerForms: 1,
    });
  });

  it('refuses a picture over 1 MB (413), what is not an image, and an SVG or an icon', async () => {
    const seal = await sealWithForm(t);
    const fields = await fieldsFor(t, seal.token);
    const formImages = async () =>
      (await db.select({ id: media.id }).from(media).where(eq(media.tag, 'consumer-form'))).length;
    const imagesBefore = await formImages();
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadBytes)]);
    const tooLarge = await postForm(t, nextIp(), fields, { filename: 'big.png', content: big });
    expectError(tooLarge, ERRORS.media.tooLarge);
    expect(tooLarge.statusCode).toBe(413);
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1');
    expectError(
      await postForm(t, nextIp(), fields, { filename: 'photo.png', content: exe }),
      ERRORS.media.invalidImage,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    expectError(
      await postForm(t, nextIp(), fields, { filename: 'photo.svg', content: svg }),
      ERRORS.consumerForm.photoOnly,
    );
    const ico = Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10, 0x00, 0x00]);
    expectError(
      await postForm(t, nextIp(), fields, { filename: 'photo.ico', content: ico }),
      ERRORS.consumerForm.photoOnly,
    );
    expect(await formsOf(t, seal.serial)).toEqual([]);
    expect(await formImages()).toBe(imagesBefore);
  });

  it('takes an empty file part without a name, as a browser sends when no file was chosen, as no picture', async () => {
    const seal = await sealWithForm(t);
    const response = await postForm(t, nextIp(), await fieldsFor(t, seal.token), {
      filename: '',
      content: Buffer.alloc(0),
    });
    expect(response.json()).toEqual({ ok: true });
    expect(await formsOf(t, seal.serial)).toMatchObject([{ imageId: null }]);
  });

  it('refuses a file sent under another name than image', async () => {
    const seal = await sealWithForm(t);
    const response = await postForm(t, nextIp(), await fieldsFor(t, seal.token), {
      filename: 'a.png',
      content: PNG,
      field: 'file',
    });
    expect(fieldsOf(response)).toEqual(['file validation.invalid']);
  });
});
