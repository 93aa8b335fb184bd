import type { FastifyInstance } from 'fastify';
import { ERRORS, zId } from '@seal/shared';
import type { Db } from '../../../db/client';
import { restSession } from '../../../http/rest-session';
import { sendError } from '../../../rpc/errors';
import type { Services } from '../../../services';
import { buyerSettings, languageOf } from '../buyer.repository';
import { documentLanguage } from '../document-texts';
import { quotationPdf } from './quotation-pdf';
import { findLines, findQuotation } from './quotations.repository';

/** The PDF of an issued quotation (trade.fileNotReady while it is only requested). */
export async function quotationRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.get<{ Params: { id: string } }>('/api/trade/quotations/:id/pdf', async (request, reply) => {
    const session = await restSession(request, reply, services, { all: ['trade.view'] });
    if (!session) return reply;
    const id = zId.safeParse(request.params.id);
    const row = id.success ? await findQuotation(db, session.accountId, id.data) : undefined;
    if (!row) return sendError(reply, ERRORS.common.notFound);
    if (!row.issuedAt || !row.validUntil) return sendError(reply, ERRORS.trade.fileNotReady);
    const language = documentLanguage(await languageOf(db, session.accountId, session.userId));
    const { vatZone } = await buyerSettings(db, session.accountId);
    const pdf = await quotationPdf(
      {
        ...row,
        issuedAt: row.issuedAt,
        validUntil: row.validUntil,
        vatZone,
        lines: await findLines(db, row, language),
      },
      language,
    );
    return reply
      .headers({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="quotation-${row.number}.pdf"`,
        'cache-control': 'private, no-store',
      })
      .send(pdf);
  });
}
