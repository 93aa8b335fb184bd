import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError, ERRORS } from '@seal/shared';
import { XML_IMPORT_LIMITS, XML_IMPORT_RIGHTS, XML_IMPORT_UPLOAD_URL } from '@seal/shared/contract/xml-import';
import type { Db } from '../../db/client';
import { restSession } from '../../http/rest-session';
import type { Services } from '../../services';
import { readBatchSchema } from './batch-schema';
import { uploadBatch, type UploadedFile } from './upload.service';

const XML_TYPES = ['application/xml', 'text/xml'];

/**
 * The file of an upload: the one part of a multipart form (the console), or the whole body sent as
 * application/xml or text/xml (a script: `curl --data-binary @batch.xml`, its name in ?fileName=).
 * Null without one, whatever else was sent.
 */
async function fileOf(request: FastifyRequest): Promise<UploadedFile | null> {
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') return { name: part.filename || null, bytes: await part.toBuffer() };
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(ERRORS.common.tooLarge, { limit: XML_IMPORT_LIMITS.bytes });
      throw error;
    }
    return null;
  }
  if (!Buffer.isBuffer(request.body)) return null;
  const name = (request.query as { fileName?: unknown }).fileName;
  return { name: typeof name === 'string' ? name : null, bytes: request.body };
}

/** POST /api/xml-import (the upload and verification of a batch) and GET /api/xml-import/schema (its XSD). */
export async function xmlImportRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  // One file of at most 10 MB (the transmission limit); anything more is cut off by the parser.
  await app.register(multipart, {
    limits: { fileSize: XML_IMPORT_LIMITS.bytes, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });
  app.addContentTypeParser(
    XML_TYPES,
    { parseAs: 'buffer', bodyLimit: XML_IMPORT_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  app.post(XML_IMPORT_UPLOAD_URL, async (request, reply) => {
    const session = await restSession(request, reply, services, { all: XML_IMPORT_RIGHTS });
    if (!session) return reply;
    const file = await fileOf(request);
    const data = await uploadBatch({ db, session, services, ip: request.ip }, file);
    return reply.send({ code: 0, data });
  });

  app.get(`${XML_IMPORT_UPLOAD_URL}/schema`, async (request, reply) => {
    if (!(await restSession(request, reply, services, { all: XML_IMPORT_RIGHTS }))) return reply;
    return reply
      .headers({
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': 'attachment; filename="activation-batch.xsd"',
        'cache-control': 'no-store',
      })
      .send(readBatchSchema());
  });
}
