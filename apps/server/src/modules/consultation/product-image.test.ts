import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app';
import { media, products } from '../../db/schema';
import { consultationReference } from '../../db/seed/consultation';
import { asResult, consultAs, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/public/product-image/:accountId/:productId', () => {
  it('serves the image of the product a valid seal shows, without a session, cached for an hour', async () => {
    const answer = asResult((await consultAs(t, { ref: consultationReference('valid') })).answer);
    const response = await get(answer.product!.imageUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('serves nothing else: a media that is no product image, a product without image or archived, a bad id', async () => {
    const [anyMedia] = await t.database.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.accountId, t.demo.accountId));
    const [withoutImage] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, t.demo.accountId), eq(products.sku, 'DEMO-WINE-01')));
    const [archived] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, t.demo.accountId), eq(products.archived, true)));
    await t.database.db.update(products).set({ imageId: anyMedia!.id }).where(eq(products.id, archived!.id));
    for (const id of [anyMedia!.id, withoutImage!.id, archived!.id, 'not-a-uuid']) {
      const response = await get(`/api/public/product-image/${t.demo.accountId}/${id}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it("serves nothing at the product's id under another account, an unknown one or a malformed one", async () => {
    const answer = asResult((await consultAs(t, { ref: consultationReference('valid') })).answer);
    const productId = answer.product!.imageUrl!.split('/').at(-1)!;
    for (const accountId of [t.other.accountId, randomUUID(), 'not-a-uuid']) {
      const response = await get(`/api/public/product-image/${accountId}/${productId}`);
      expect(response.statusCode, accountId).toBe(404);
      expect(response.json(), accountId).toMatchObject({ key: 'common.notFound' });
    }
    // The image's address of old, without its account, is no image either.
    expect((await get(`/api/public/product-image/${productId}`)).statusCode).toBe(404);
  });
});
