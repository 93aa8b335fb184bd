import type { FastifyInstance } from 'fastify';
import { ERRORS, zId } from '@seal/shared';
import type { Db } from '../../../db/client';
import { restSession } from '../../../http/rest-session';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import { findInvoiceFile } from './invoices.repository';

const MEDIA = { pdf: 'application/pdf', xml: 'application/xml; charset=utf-8' } as const;

/**
 * An invoice's or credit note's Factur-X PDF and its EN 16931 XML (trade.view), for the session's
 * account only: any other id answers common.notFound.
 */
export async function invoiceRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  for (const kind of ['pdf', 'xml'] as const) {
    app.get<{ Params: { id: string } }>(`/api/trade/invoices/:id/${kind}`, async (request, reply) => {
      const session = await restSession(request, reply, services, { all: ['trade.view'] });
      if (!session) return reply;
      const { id } = request.params;
      const file = zId.safeParse(id).success ? await findInvoiceFile(db, session.accountId, id, kind) : undefined;
      if (!file) return sendError(reply, ERRORS.common.notFound);
      return reply
        .headers({
          'content-type': MEDIA[kind],
          'content-disposition': `attachment; filename="${file.number}.${kind}"`,
          'cache-control': 'private, no-store',
        })
        .send(typeof file.content === 'string' ? file.content : Buffer.from(file.content));
    });
  }
}
