import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS, LANGUAGES, toFieldIssues, type Language } from '@seal/shared';
import { PUBLIC_API, zConsultInput } from '@seal/shared/contract/consultation';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sendError } from '../../rpc/errors';
import type { Services } from '../../services';
import { consult } from './consult.service';
import { findProductImage } from './product-image.repository';
import { readToken, type EmbedTokenData } from './public-token';

/** The first language of Accept-Language the pages speak, else English. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}

const zImage = z.object({ accountId: z.uuid(), productId: z.uuid() });

/**
 * The public consultation's JSON routes (no session): POST /api/consultation answers a
 * PublicAnswer, as the server-rendered pages do; GET /api/public/product-image/:accountId/:productId
 * serves the image of a product, and nothing else of the media library, to public pages (the
 * address names the account, so the look-up reads one account's rows).
 */
export async function consultationRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  app.post(PUBLIC_API.consult, async (request, reply) => {
    const parsed = zConsultInput.safeParse(request.body ?? {});
    if (!parsed.success)
      return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(parsed.error.issues) });
    const embed = parsed.data.embed
      ? readToken<EmbedTokenData>(services.config.serverSecret, 'embed', parsed.data.embed, services.now())
      : null;
    const answer = await consult(services, db, parsed.data, {
      ip: request.ip,
      language: parsed.data.lang ?? languageOf(request),
      userAgent: request.headers['user-agent'] ?? null,
      // An embed token that does not read is a frame of an unknown page: refused like a foreign one.
      framed: parsed.data.embed !== undefined,
      embeddingSite: embed?.site ?? null,
    });
    if (answer.kind === 'result' && answer.retryAfterSeconds !== null)
      reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply.send(answer);
  });

  app.get('/api/public/product-image/:accountId/:productId', async (request, reply) => {
    const given = zImage.safeParse(request.params);
    const image = given.success ? await findProductImage(db, given.data.accountId, given.data.productId) : undefined;
    if (!image) return sendError(reply, ERRORS.common.notFound);
    return reply
      .headers({
        'content-type': image.contentType,
        'content-length': String(image.content.length),
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own is a document: no script, no fetch, a sandboxed origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
        // Public, and the same for everyone: browsers and proxies may keep it for an hour.
        'cache-control': 'public, max-age=3600',
        etag: `"${image.etag}"`,
      })
      .send(image.content);
  });
}
