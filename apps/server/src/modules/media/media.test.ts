import { describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, media, UNSAFE_CHARACTERS_KEY } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { PNG, type FilePart } from '../../../test/multipart';
import { uploadMedia } from './test-support';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const ICO = Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x10, 0x10, 0x00, 0x00]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1');

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const upload = (cookie: string | undefined, fields: Record<string, string>, file: FilePart) =>
  uploadMedia(t, cookie, fields, file);
const download = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/media/${id}`, headers: cookie ? { cookie } : {} });

describe('POST /api/media', () => {
  it('stores an image by its content: a PNG named .jpg and sent as JPEG is a PNG', async () => {
    const response = await upload(
      adminCookie,
      { name: 'Packshot', tag: 'shop' },
      { filename: 'packshot.jpg', content: PNG, type: 'image/jpeg' },
    );
    expect(response.json()).toMatchObject({
      code: 0,
      data: { name: 'Packshot', tag: 'shop', type: 'png', contentType: 'image/png', size: PNG.length },
    });
    const stored = await download(response.json().data.id, adminCookie);
    expect(stored.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes JPEG and ICO, naming the media after the file when no name is given', async () => {
    expect((await upload(adminCookie, {}, { filename: 'photo.jpeg', content: JPEG })).json()).toMatchObject({
      data: { name: 'photo', type: 'jpeg' },
    });
    expect((await upload(adminCookie, {}, { filename: 'favicon.ico', content: ICO })).json()).toMatchObject({
      data: { type: 'ico', contentType: 'image/x-icon' },
    });
  });

  it('refuses an executable or an HTML page renamed .png', async () => {
    expectError(
      await upload(adminCookie, { name: 'Trojan' }, { filename: 'trojan.png', content: EXE, type: 'image/png' }),
      ERRORS.media.invalidImage,
    );
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expectError(
      await upload(adminCookie, { name: 'Page' }, { filename: 'page.png', content: html, type: 'image/png' }),
      ERRORS.media.invalidImage,
    );
  });

  it('refuses a file over 1 MB with its own 413, naming its limit in bytes', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadBytes)]);
    const response = await upload(adminCookie, { name: 'Huge' }, { filename: 'huge.png', content: big });
    expectError(response, ERRORS.media.tooLarge, { limit: LIMITS.uploadBytes });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a name, a tag or a file name the database cannot store, naming the field', async () => {
    const png = { filename: 'logo.png', content: PNG };
    for (const [fields, file, path] of [
      [{ name: 'Lo\u0000go' }, png, 'name'],
      [{ name: 'Logo', tag: 'a\u0000' }, png, 'tag'],
      [{}, { ...png, filename: 'lo\u0000go.png' }, 'file'],
    ] as const) {
      const response = await upload(adminCookie, fields, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual([{ path, key: UNSAFE_CHARACTERS_KEY }]);
    }
  });

  it('stores an SVG sanitised and serves it with headers that keep it inert', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>',
    );
    const saved = (await upload(adminCookie, { name: 'Vector logo' }, { filename: 'logo.svg', content: svg })).json()
      .data;
    const served = await download(saved.id, adminCookie);
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><circle r="4"/></svg>',
    );
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline; filename="Vector_logo.svg"',
    });
  });

  it('refuses a name already used in the account, whatever its case, and a name under 3 characters', async () => {
    expectError(
      await upload(adminCookie, { name: 'PACKSHOT' }, { filename: 'x.png', content: PNG }),
      ERRORS.media.nameUsed,
    );
    const short = await upload(adminCookie, { name: 'ab' }, { filename: 'x.png', content: PNG });
    expect(short.json()).toMatchObject({
      key: 'common.validation',
      fields: [{ path: 'name', key: 'validation.tooShort' }],
    });
  });

  it('needs a session with prod.create or prod.edit', async () => {
    expectError(
      await upload(undefined, { name: 'Anonymous' }, { filename: 'a.png', content: PNG }),
      ERRORS.common.sessionRequired,
    );
    const guest = await t.login('guest@demo.test');
    expectError(
      await upload(guest, { name: 'Guest image' }, { filename: 'a.png', content: PNG }),
      ERRORS.common.forbidden,
    );
  });
});

describe('reading media', () => {
  it('serves a media only to sessions of its account', async () => {
    const saved = (await upload(adminCookie, { name: 'Private image' }, { filename: 'p.png', content: PNG })).json()
      .data;
    const other = await t.login('other.admin@demo.test');
    expectError(await download(saved.id, other), ERRORS.common.notFound);
    expectError(await download(saved.id), ERRORS.common.sessionRequired);
    expectError(await caller(t, other)(media.getMedia, { media_id: saved.id }), ERRORS.common.notFound);
    expectError(await download('not-a-uuid', adminCookie), ERRORS.common.notFound);
  });

  it('serves a media, by the call and by its URL, only to a session holding prod.view', async () => {
    const saved = (await upload(adminCookie, { name: 'Viewers only' }, { filename: 'v.png', content: PNG })).json()
      .data;
    const noView = await cookieWithRights(t, ['prod.edit', 'prod.create']);
    expectError(await download(saved.id, noView), ERRORS.common.forbidden);
    expectError(await caller(t, noView)(media.getMedia, { media_id: saved.id }), ERRORS.common.forbidden);
    const viewer = await cookieWithRights(t, ['prod.view']);
    expect((await download(saved.id, viewer)).statusCode).toBe(200);
    expect(dataOf(media.getMedia, await caller(t, viewer)(media.getMedia, { media_id: saved.id }))).toHaveLength(1);
  });

  it('answers getMedia as a list whose first item holds the content', async () => {
    const saved = (await upload(adminCookie, { name: 'Content image' }, { filename: 'c.png', content: PNG })).json()
      .data;
    const list = dataOf(media.getMedia, await admin(media.getMedia, { media_id: saved.id }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      media_id: saved.id,
      name: 'Content image',
      content: `data:image/png;base64,${PNG.toString('base64')}`,
    });
  });

  it('lists, searches and filters the library, and lists its tags', async () => {
    const byType = dataOf(media.findMedia, await admin(media.findMedia, { filters: { type: 'svg' } }));
    expect(byType.rows.map((row) => row.name)).toEqual(['Vector logo']);
    const byTag = dataOf(
      media.findMedia,
      await admin(media.findMedia, { search: 'sho', sort: { field: 'name', order: 'asc' } }),
    );
    expect(byTag.rows.map((row) => row.name)).toEqual(['Packshot']);
    expect(dataOf(media.findMediaTags, await admin(media.findMediaTags, {}))).toEqual(['brand', 'shop']);
  });
});

describe('changing media', () => {
  it('renames and tags a media, refusing a name in use', async () => {
    const saved = (await upload(adminCookie, { name: 'Draft image' }, { filename: 'd.png', content: PNG })).json().data;
    expect(
      dataOf(media.renameMedia, await admin(media.renameMedia, { mediaId: saved.id, name: 'Final image' })).name,
    ).toBe('Final image');
    expectError(await admin(media.renameMedia, { mediaId: saved.id, name: 'packshot' }), ERRORS.media.nameUsed);
    expect(dataOf(media.tagMedia, await admin(media.tagMedia, { mediaId: saved.id, tag: 'final' })).tag).toBe('final');
    expect(dataOf(media.tagMedia, await admin(media.tagMedia, { mediaId: saved.id, tag: '' })).tag).toBeNull();
  });

  it('deletes a media nothing shows, and refuses one that is a product image or the brand logo', async () => {
    const saved = (await upload(adminCookie, { name: 'Unused image' }, { filename: 'u.png', content: PNG })).json()
      .data;
    expect(dataOf(media.deleteMedia, await admin(media.deleteMedia, { mediaId: saved.id }))).toEqual({ deleted: true });
    const logo = dataOf(media.findMedia, await admin(media.findMedia, { search: 'Demo logo' })).rows[0]!;
    expectError(await admin(media.deleteMedia, { mediaId: logo.id }), ERRORS.media.inUse, { products: 1, brand: true });
  });
});
