import type { FastifyInstance } from 'fastify';
import { ERRORS, zId } from '@seal/shared';
import type { Db } from '../../../db/client';
import { restSession } from '../../../http/rest-session';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import { findLicenceInvoicePdf } from './licence-orders.repository';

/**
 * GET /api/certicask/orders/:orderId/invoices/:invoiceId.pdf (licenceInvoicePath): the frozen
 * Factur-X PDF trade stored for an invoice or credit note of a licence order, printed from
 * licences/orderlist with certicask.order_print. The account's own licence order and one of its own
 * documents only: any other id, malformed or not, answers common.notFound.
 */
export async function licenceInvoiceRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.get<{ Params: { orderId: string; invoiceId: string } }>(
    '/api/certicask/orders/:orderId/invoices/:invoiceId.pdf',
    async (request, reply) => {
      const session = await restSession(request, reply, services, {
        all: ['certicask.view', 'certicask.order_print'],
      });
      if (!session) return reply;
      const { orderId, invoiceId } = request.params;
      const ids = zId.safeParse(orderId).success && zId.safeParse(invoiceId).success;
      const file = ids ? await findLicenceInvoicePdf(db, session.accountId, orderId, invoiceId) : undefined;
      if (!file) return sendError(reply, ERRORS.common.notFound);
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${file.number}.pdf"`,
          'cache-control': 'private, no-store',
        })
        .send(Buffer.from(file.pdf));
    },
  );
}
