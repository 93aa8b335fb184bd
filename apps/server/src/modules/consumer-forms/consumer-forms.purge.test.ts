import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app';
import { consultationNoticeJobs, consumerFormCaptchas, consumerForms, media, products } from '../../db/schema';
import { MEDIA_CONTENT_TYPES } from '@seal/shared/contract/media';
import { FORM_IMAGE_TAG, formImageName } from './consumer-forms.service';
import { PURGE, PURGE_QUEUE, purgeConsumerForms, retentionCutoff } from './consumer-forms.purge';
import { PNG } from '../../../test/multipart';
import { activatedReel, refOf } from './test-support';

const t = await useTestApp();
const db = t.database.db;
const DAY = 86_400_000;
const NOW = new Date('2026-05-20T03:37:00Z');
const reel = await activatedReel(t, 10);

/** A form of the reel's first seal written at `createdAt`, with a picture if asked. */
async function addForm(createdAt: Date, withImage = false) {
  const id = randomUUID();
  const image = withImage
    ? (
        await db
          .insert(media)
          .values({
            accountId: t.demo.accountId,
            name: formImageName(id),
            tag: FORM_IMAGE_TAG,
            type: 'png',
            contentType: MEDIA_CONTENT_TYPES.png,
            size: PNG.length,
            content: PNG,
          })
          .returning({ id: media.id })
      )[0]!.id
    : null;
  await db.insert(consumerForms).values({
    id,
    accountId: t.demo.accountId,
    entityId: t.demo.entityId,
    serial: reel.firstSerial,
    reference: refOf(reel.firstSerial),
    productId: reel.productId,
    kind: 'feedback',
    requestType: 'comment',
    imageId: image,
    createdAt,
  });
  return { id, image };
}

const formsLeft = async (ids: string[]) =>
  (await db.select({ id: consumerForms.id }).from(consumerForms).where(inArray(consumerForms.id, ids))).map(
    (row) => row.id,
  );
const imagesLeft = async (ids: string[]) =>
  (await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id);

describe('the consumer form purge', () => {
  it('is scheduled at start, in UTC, under its queue', async () => {
    const { rows } = await t.database.executeSql(`select name, cron, timezone from pgboss.schedule where name = $1`, [
      PURGE_QUEUE,
    ]);
    expect(rows).toEqual([{ name: PURGE_QUEUE, cron: PURGE.cron, timezone: 'UTC' }]);
  });

  it('keeps forms two calendar years, to the day', () => {
    expect(retentionCutoff(NOW).toISOString()).toBe('2024-05-20T03:37:00.000Z');
  });

  it('deletes the forms older than two years with their pictures, and keeps the newer ones', async () => {
    const cutoff = retentionCutoff(NOW);
    const old = [await addForm(new Date(cutoff.getTime() - DAY), true), await addForm(new Date(cutoff.getTime() - 1))];
    const kept = [await addForm(new Date(cutoff.getTime() + DAY), true), await addForm(new Date(NOW.getTime() - DAY))];

    const counts = await purgeConsumerForms(db, NOW);
    expect(counts).toMatchObject({ forms: 2, images: 1 });
    expect((await formsLeft([...old, ...kept].map((form) => form.id))).sort()).toEqual(
      [kept[0]!.id, kept[1]!.id].sort(),
    );
    expect(await imagesLeft([old[0]!.image!, kept[0]!.image!])).toEqual([kept[0]!.image]);
    expect((await purgeConsumerForms(db, NOW)).forms).toBe(0);
  });

  it('deletes by batches until none is left', async () => {
    const cutoff = retentionCutoff(NOW);
    const many = Array.from({ length: PURGE.batch + 3 }, (_, i) => ({
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      serial: reel.firstSerial + 1,
      reference: refOf(reel.firstSerial + 1),
      kind: 'contact' as const,
      createdAt: new Date(cutoff.getTime() - (i + 1) * 60_000),
    }));
    await db.insert(consumerForms).values(many);
    expect((await purgeConsumerForms(db, NOW)).forms).toBe(PURGE.batch + 3);
    const left = await db
      .select({ id: consumerForms.id })
      .from(consumerForms)
      .where(eq(consumerForms.serial, reel.firstSerial + 1));
    expect(left).toEqual([]);
  });

  it('leaves the picture of an old form that a product took as its image', async () => {
    const form = await addForm(new Date(retentionCutoff(NOW).getTime() - DAY), true);
    await db.update(products).set({ imageId: form.image }).where(eq(products.id, reel.productId));
    expect(await purgeConsumerForms(db, NOW)).toMatchObject({ forms: 1, images: 0 });
    expect(await formsLeft([form.id])).toEqual([]);
    expect(await imagesLeft([form.image!])).toEqual([form.image]);
    await db.update(products).set({ imageId: null }).where(eq(products.id, reel.productId));
  });

  it('deletes the spent challenges once expired and the old marks of notice jobs', async () => {
    const signature = () => randomBytes(32).toString('hex');
    const expired = signature();
    const live = signature();
    await db.insert(consumerFormCaptchas).values([
      { signature: expired, expiresAt: new Date(NOW.getTime() - 1000) },
      { signature: live, expiresAt: new Date(NOW.getTime() + 60_000) },
    ]);
    const oldJob = randomUUID();
    const recentJob = randomUUID();
    await db.insert(consultationNoticeJobs).values([
      {
        jobId: oldJob,
        queue: 'consumerForm.received',
        createdAt: new Date(NOW.getTime() - (PURGE.noticeJobDays + 1) * DAY),
      },
      { jobId: recentJob, queue: 'consumerForm.received', createdAt: new Date(NOW.getTime() - DAY) },
    ]);

    const counts = await purgeConsumerForms(db, NOW);
    expect(counts.captchas).toBeGreaterThanOrEqual(1);
    expect(counts.noticeJobs).toBeGreaterThanOrEqual(1);
    const captchas = await db
      .select({ signature: consumerFormCaptchas.signature })
      .from(consumerFormCaptchas)
      .where(inArray(consumerFormCaptchas.signature, [expired, live]));
    expect(captchas).toEqual([{ signature: live }]);
    const jobs = await db
      .select({ jobId: consultationNoticeJobs.jobId })
      .from(consultationNoticeJobs)
      .where(inArray(consultationNoticeJobs.jobId, [oldJob, recentJob]));
    expect(jobs).toEqual([{ jobId: recentJob }]);
  });
});
