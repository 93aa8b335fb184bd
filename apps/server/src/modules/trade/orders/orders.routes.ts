import type { FastifyInstance } from 'fastify';
import { ERRORS, zId } from '@seal/shared';
import type { Db } from '../../../db/client';
import { restSession } from '../../../http/rest-session';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import { findFile } from './orders.repository';

/** An order's file (delivery note, codes sheet): 409 trade.fileNotReady while the job prepares it. */
export async function orderRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.get<{ Params: { id: string; fileId: string } }>('/api/trade/orders/:id/files/:fileId', async (request, reply) => {
    const session = await restSession(request, reply, services, { all: ['trade.view'] });
    if (!session) return reply;
    const { id, fileId } = request.params;
    const ids = zId.safeParse(id).success && zId.safeParse(fileId).success;
    const file = ids ? await findFile(db, session.accountId, id, fileId) : undefined;
    if (!file) return sendError(reply, ERRORS.common.notFound);
    // Kept without content when the job failed: the download says so (spec 001 "download error").
    if (file.error) return sendError(reply, ERRORS.trade.downloadFailed);
    if (!file.readyAt || !file.content) return sendError(reply, ERRORS.trade.fileNotReady);
    return reply
      .headers({
        'content-type': file.mediaType,
        'content-disposition': `attachment; filename="${file.name}"`,
        'cache-control': 'private, no-store',
      })
      .send(Buffer.from(file.content));
  });
}
