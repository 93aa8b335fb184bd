import { AppError, ERRORS, LIMITS, type ListResult } from '@seal/shared';
import { MEDIA_CONTENT_TYPES, mediaUrl, type MediaContent, type MediaRow } from '@seal/shared/contract/media';
import type { Db } from '../../db/client';
import type { SessionCallContext } from '../../rpc/context';
import { detectImageType } from './image-type';
import * as repo from './media.repository';
import { sanitiseSvg } from './svg-sanitise';

export function toMediaRow(record: repo.MediaRecord): MediaRow {
  return {
    id: record.id,
    name: record.name,
    tag: record.tag,
    type: record.type,
    contentType: record.contentType,
    size: record.size,
    url: mediaUrl(record.id),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The bytes to store: the type is read from the content, an SVG is rewritten by the sanitiser.
 * Refused: over 1 MB (media.tooLarge), not a PNG, JPEG, SVG or ICO (media.invalidImage).
 */
export function checkedImage(content: Buffer): { type: MediaRow['type']; content: Buffer } {
  if (content.length > LIMITS.uploadBytes) throw new AppError(ERRORS.media.tooLarge, { limit: LIMITS.uploadBytes });
  const type = detectImageType(content);
  if (!type) throw new AppError(ERRORS.media.invalidImage);
  if (type !== 'svg') return { type, content };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new AppError(ERRORS.media.invalidImage);
  }
  const clean = sanitiseSvg(text);
  if (clean === null) throw new AppError(ERRORS.media.invalidImage);
  return { type, content: Buffer.from(clean, 'utf8') };
}

export async function uploadMedia(
  db: Db,
  accountId: string,
  upload: { name: string; tag: string | null; content: Buffer },
) {
  const image = checkedImage(upload.content);
  if (await repo.nameTaken(db, accountId, upload.name))
    throw new AppError(ERRORS.media.nameUsed, { name: upload.name });
  const record = await repo.insertMedia(db, {
    accountId,
    name: upload.name,
    tag: upload.tag,
    type: image.type,
    contentType: MEDIA_CONTENT_TYPES[image.type],
    size: image.content.length,
    content: image.content,
  });
  return toMediaRow(record);
}

export async function findMedia(
  ctx: SessionCallContext,
  input: Parameters<typeof repo.listMedia>[2],
): Promise<ListResult<MediaRow>> {
  const { rows, total } = await repo.listMedia(ctx.db, ctx.session.accountId, input);
  return { rows: rows.map(toMediaRow), total };
}

async function found(ctx: SessionCallContext, mediaId: string) {
  const record = await repo.findMediaRecord(ctx.db, ctx.session.accountId, mediaId);
  if (!record) throw new AppError(ERRORS.common.notFound);
  return record;
}

/** spec 001 section 7: a list whose first item's content is used (here a data: URL). */
export async function getMedia(ctx: SessionCallContext, mediaId: string): Promise<MediaContent[]> {
  const record = await repo.findMediaContent(ctx.db, ctx.session.accountId, mediaId);
  if (!record) throw new AppError(ERRORS.common.notFound);
  const { content, ...rest } = record;
  const row = toMediaRow(rest);
  return [
    {
      media_id: row.id,
      name: row.name,
      type: row.type,
      contentType: row.contentType,
      size: row.size,
      url: row.url,
      content: `data:${row.contentType};base64,${content.toString('base64')}`,
    },
  ];
}

export async function renameMedia(ctx: SessionCallContext, mediaId: string, name: string): Promise<MediaRow> {
  const before = await found(ctx, mediaId);
  if (await repo.nameTaken(ctx.db, ctx.session.accountId, name, mediaId))
    throw new AppError(ERRORS.media.nameUsed, { name });
  const after = await repo.updateMedia(ctx.db, ctx.session.accountId, mediaId, { name });
  ctx.audit({ targetId: mediaId, before: { name: before.name }, after: { name } });
  return toMediaRow(after);
}

export async function tagMedia(ctx: SessionCallContext, mediaId: string, tag: string | null): Promise<MediaRow> {
  const before = await found(ctx, mediaId);
  const after = await repo.updateMedia(ctx.db, ctx.session.accountId, mediaId, { tag });
  ctx.audit({ targetId: mediaId, before: { tag: before.tag }, after: { tag } });
  return toMediaRow(after);
}

export async function deleteMedia(ctx: SessionCallContext, mediaId: string): Promise<{ deleted: true }> {
  const before = await found(ctx, mediaId);
  const usage = await repo.mediaUsage(ctx.db, ctx.session.accountId, mediaId);
  if (usage.products > 0 || usage.brand || usage.consumerForms > 0 || usage.estates > 0)
    throw new AppError(ERRORS.media.inUse, usage);
  await repo.deleteMedia(ctx.db, ctx.session.accountId, mediaId);
  ctx.audit({ targetId: mediaId, before: toMediaRow(before) });
  return { deleted: true };
}

export const findMediaTags = (ctx: SessionCallContext) => repo.listTags(ctx.db, ctx.session.accountId);
