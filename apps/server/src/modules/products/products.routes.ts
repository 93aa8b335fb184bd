import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { restSession } from '../../http/rest-session';
import { productScope } from './product-scope';
import { csvTemplate, exportProductsCsv } from './products-export';

const csvHeaders = (filename: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

/** The product CSV files: the import template and the export of the account's products. */
export async function productRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.get('/api/products/csv-template', async (request, reply) => {
    if (!(await restSession(request, reply, services))) return reply;
    return reply.headers(csvHeaders('products-template.csv')).send(csvTemplate());
  });

  /** ?archived=true exports the archived products instead of the others. */
  app.get<{ Querystring: { archived?: string } }>('/api/products/export.csv', async (request, reply) => {
    const session = await restSession(request, reply, services, { all: ['prod.view'] });
    if (!session) return reply;
    const csv = await exportProductsCsv(db, await productScope(db, session), request.query.archived === 'true');
    return reply.headers(csvHeaders('products.csv')).send(csv);
  });
}
