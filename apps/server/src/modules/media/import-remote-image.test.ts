import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, LIMITS, products } from '@seal/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { actionLog } from '../../db/schema';
import { fetchRemote, RemoteFetchError } from '../../http/remote-fetch/fetch-remote';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const pending: http.ServerResponse[] = [];

/** A local image server: good, too big (declared or streamed), not an image, redirects, and one that never answers. */
const images = http.createServer((request, response) => {
  const path = request.url ?? '/';
  if (path === '/tea-box.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  if (path === '/big.png')
    return response
      .writeHead(200, { 'content-type': 'image/png' })
      .end(Buffer.concat([PNG, Buffer.alloc(LIMITS.uploadBytes)]));
  if (path === '/big-streamed.png') {
    // No content-length: the size is only known by counting.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(PNG);
    for (let i = 0; i < 20; i += 1) response.write(Buffer.alloc(64 * 1024));
    return response.end();
  }
  if (path === '/page.png')
    return response.writeHead(200, { 'content-type': 'image/png' }).end('<html><body>hi</body></html>');
  if (path === '/moved.png') return response.writeHead(302, { location: '/tea-box.png' }).end();
  if (path === '/to-private.png') return response.writeHead(302, { location: 'http://10.0.0.1/tea.png' }).end();
  if (path === '/loop.png') return response.writeHead(302, { location: '/loop.png' }).end();
  if (path === '/hang.png') return void pending.push(response);
  response.writeHead(404).end();
});

let t: TestApp;
let admin: ReturnType<typeof caller>;
let base: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  t = await createTestApp({}, { remoteFetch: { allowLoopback: true, timeoutMs: 3000 } });
  admin = caller(t, await t.login('admin@demo.test'));
});
afterAll(async () => {
  for (const response of pending) response.destroy();
  await new Promise((resolve) => images.close(resolve));
  await t.stop();
});

describe('productModel.importGs1Image', () => {
  it('stores a good image in the media library, ready to be the product image', async () => {
    const media = dataOf(products.importGs1Image, await admin(products.importGs1Image, { url: `${base}/tea-box.png` }));
    expect(media).toMatchObject({ name: 'tea-box', type: 'png', tag: 'gs1', size: PNG.length });
    const product = dataOf(
      products.createProduct,
      await admin(products.createProduct, {
        texts: { en: { title: 'GS1 boxed tea', description: 'From a GS1 file' } },
        validityDays: 30,
        imageId: media.id,
      }),
    );
    expect(product).toMatchObject({ imageId: media.id, imageUrl: `/api/media/${media.id}` });
    const [entry] = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'productModel.importGs1Image'), eq(actionLog.targetId, media.id)));
    expect(entry?.input).toEqual({ url: `${base}/tea-box.png`, size: PNG.length });
  });

  it('follows a redirect to the image, and names a second copy apart', async () => {
    const media = dataOf(products.importGs1Image, await admin(products.importGs1Image, { url: `${base}/moved.png` }));
    expect(media).toMatchObject({ name: 'moved', type: 'png' });
    const again = dataOf(products.importGs1Image, await admin(products.importGs1Image, { url: `${base}/tea-box.png` }));
    expect(again.name).toBe('tea-box (2)');
  });

  it('refuses an image over the upload limit, declared or streamed', async () => {
    expectError(await admin(products.importGs1Image, { url: `${base}/big.png` }), ERRORS.media.tooLarge);
    expectError(await admin(products.importGs1Image, { url: `${base}/big-streamed.png` }), ERRORS.media.tooLarge);
  });

  it('refuses a file that is not an image by its content, whatever its name and type', async () => {
    expectError(await admin(products.importGs1Image, { url: `${base}/page.png` }), ERRORS.media.invalidImage);
  });

  it('refuses private, link-local and metadata addresses as a 400, directly or through a redirect', async () => {
    for (const url of ['http://10.0.0.1/tea.png', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/x.png'])
      expectError(await admin(products.importGs1Image, { url }), ERRORS.media.addressRefused, { reason: 'address' });
    expectError(await admin(products.importGs1Image, { url: `${base}/to-private.png` }), ERRORS.media.addressRefused, {
      reason: 'address',
    });
    expect(ERRORS.media.addressRefused.status).toBe(400);
  });

  // Without the test option only loopback differs: these name private IPv4 addresses through IPv6.
  it.each([
    ['IPv4-compatible', 'https://[::10.0.0.1]/x.png'],
    ['IPv4-compatible in hex', 'https://[::a00:1]/x.png'],
    ['IPv4-mapped', 'https://[::ffff:192.168.1.1]/x.png'],
    ['IPv4-mapped in hex', 'https://[::ffff:a9fe:a9fe]/x.png'],
    ['NAT64', 'https://[64:ff9b::10.0.0.1]/x.png'],
    ['6to4', 'https://[2002:a00:1::1]/x.png'],
  ])('refuses an %s address of a private network (%s) as reason address', async (_form, url) => {
    expectError(await admin(products.importGs1Image, { url }), ERRORS.media.addressRefused, { reason: 'address' });
  });

  it('gives up on a server that never answers, and on endless redirects, as a bad gateway', async () => {
    expect(ERRORS.media.importFailed.status).toBe(502);
    expectError(await admin(products.importGs1Image, { url: `${base}/hang.png` }), ERRORS.media.importFailed, {
      reason: 'timeout',
    });
    expectError(await admin(products.importGs1Image, { url: `${base}/loop.png` }), ERRORS.media.importFailed, {
      reason: 'redirects',
    });
  });

  it('is refused to a session that may neither create nor edit products', async () => {
    const guest = caller(t, await t.login('guest@demo.test'));
    expectError(await guest(products.importGs1Image, { url: `${base}/tea-box.png` }), ERRORS.common.forbidden);
  });
});

describe('fetchRemote without the test option', () => {
  const options = { maxBytes: LIMITS.uploadBytes, timeoutMs: 2000, maxRedirects: 3 };
  const reason = (url: string) =>
    fetchRemote(url, options).then(
      () => 'fetched',
      (error: unknown) => (error instanceof RemoteFetchError ? error.reason : String(error)),
    );

  it('refuses loopback, by address and by a name that resolves to it', async () => {
    expect(await reason(`${base}/tea-box.png`)).toBe('address');
    expect(await reason(base.replace('127.0.0.1', 'localhost') + '/tea-box.png')).toBe('address');
  });

  it('refuses other protocols and addresses with credentials', async () => {
    expect(await reason('file:///etc/passwd')).toBe('protocol');
    expect(await reason('ftp://example.com/x.png')).toBe('protocol');
    expect(await reason('http://user:secret@example.com/x.png')).toBe('protocol');
  });
});
