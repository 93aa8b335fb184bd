import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app';
import { media, products } from '../../db/schema';
import { consultationReference } from '../../db/seed/consultation';
import { asResult, consultAs, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/public/product-image/:productId', () => {
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
      const response = await get(`/api/public/product-image/${id}`);
      expect(response.statusCode).toBe(404);
    }
  });
});
