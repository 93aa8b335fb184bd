import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError, ERRORS, LIMITS, toFieldIssues } from '@seal/shared';
import { getMedia, zMediaName, zMediaTag, type MediaType } from '@seal/shared/contract/media';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendError } from '../../rpc/errors';
import type { Services } from '../../services';
import * as repo from './media.repository';
import { uploadMedia } from './media.service';
import { restSession } from '../../http/rest-session';
import { sendUnsafeString, unsafeStringPath } from '../../http/safe-strings';

const ZUploadFields = z.object({ name: zMediaName, tag: zMediaTag });
const EXTENSIONS: Record<MediaType, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', ico: 'ico' };

/** A file name a browser shows and saves safely: the media name in plain characters, the type's extension. */
const safeFilename = (name: string, type: MediaType) =>
  `${name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'media'}.${EXTENSIONS[type]}`;

/**
 * Upload (POST /api/media, multipart: file, name, tag) and download (GET /api/media/:id) of the
 * media library. A media is served to sessions of its account only (docs/decisions/0003-products-media-brand.md).
 */
export async function mediaRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  // One file of at most 1 MB and two short fields; anything more is cut off by the parser.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });

  app.post('/api/media', async (request, reply) => {
    const session = await restSession(request, reply, services, { any: ['prod.create', 'prod.edit'] });
    if (!session) return reply;
    if (!request.isMultipart()) return sendError(reply, ERRORS.common.validation);

    const fields: Record<string, string> = {};
    let file: { filename: string; content: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') file = { filename: part.filename, content: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(ERRORS.media.tooLarge, { limit: LIMITS.uploadBytes });
      throw error;
    }
    if (!file)
      return sendError(reply, ERRORS.common.validation, { fields: [{ path: 'file', key: 'validation.required' }] });
    // The JSON routes' check (http/safe-strings.ts), for the form's fields and the file's name.
    const unsafe = unsafeStringPath({ ...fields, file: file.filename });
    if (unsafe) return sendUnsafeString(reply, unsafe);
    // Without a name, the file's own (less its extension) is the media's.
    const parsed = ZUploadFields.safeParse({
      name: fields.name?.trim() || file.filename.replace(/\.[^.]*$/, ''),
      tag: fields.tag,
    });
    if (!parsed.success)
      return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(parsed.error.issues) });

    const row = await db.transaction(async (tx) => {
      const saved = await uploadMedia(tx as unknown as Db, session.accountId, {
        ...parsed.data,
        tag: parsed.data.tag ?? null,
        content: file.content,
      });
      // Recorded like a method's change, in the same transaction.
      await services.actionLog.record(tx as unknown as Db, {
        method: 'mediaModel.uploadMedia',
        session,
        ip: request.ip,
        input: { name: saved.name, tag: saved.tag, filename: file.filename, size: file.content.length },
        audits: [{ targetId: saved.id, after: saved }],
      });
      return saved;
    });
    return reply.send({ code: 0, data: row });
  });

  app.get<{ Params: { id: string } }>('/api/media/:id', async (request, reply) => {
    // The right that lists the library is the one that reads a file of it.
    const session = await restSession(request, reply, services, { all: getMedia.rights });
    if (!session) return reply;
    const id = z.uuid().safeParse(request.params.id);
    const record = id.success ? await repo.findMediaContent(db, session.accountId, id.data) : undefined;
    if (!record) return sendError(reply, ERRORS.common.notFound);
    return reply
      .headers({
        'content-type': record.contentType,
        'content-length': String(record.content.length),
        'content-disposition': `inline; filename="${safeFilename(record.name, record.type)}"`,
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own is a document: no script, no fetch, a sandboxed origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'private, max-age=3600',
      })
      .send(record.content);
  });
}
