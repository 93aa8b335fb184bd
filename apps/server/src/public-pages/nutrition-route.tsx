/** @jsxRuntime automatic */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@seal/shared';
import { NUTRITION_PAGE_PREFIX, sheetLanguages } from '@seal/shared/contract/qrnutri';
import type { Db } from '../db/client';
import { isPublicId } from '../modules/qrnutri/public-id';
import { findPublishedSheet } from '../modules/qrnutri/qrnutri.repository';
import { wineOfProduct } from '../modules/wine/wines/wines.repository';
import { withDirective } from './page-headers';
import { acceptedLanguages } from './language';
import { pageContext, sendHtml } from './page-request';
import { NutritionNotFoundPage, renderNutritionPage } from './pages/nutrition-page';
import { renderPage } from './render';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The sheet's language: `?lang=` (the language switch), then the browser's languages, each if
 * the sheet is written in it, then the sheet's default language. Never a cookie: the page
 * remembers nothing of its visitor.
 */
export function sheetLanguage(
  written: readonly Language[],
  fallback: Language,
  given: { query: unknown; acceptLanguage: string | undefined },
): Language {
  if (isLanguage(given.query) && written.includes(given.query)) return given.query;
  return acceptedLanguages(given.acceptLanguage).find((language) => written.includes(language)) ?? fallback;
}

/**
 * What this page's requests log: no IP, no port, no user agent (docs/qrnutri.md "Privacy"). The
 * page is public and scanned by consumers: the server keeps nothing that could tell them apart.
 */
const requestWithoutIp = (request: FastifyRequest) => ({ method: request.method, url: request.url });

/** A page that loads nothing from anywhere: no script, no picture, no form, no frame. */
function nutritionPageHeaders(reply: FastifyReply) {
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  for (const [name, value] of [
    ['script-src', "'none'"],
    ['img-src', "'none'"],
    ['connect-src', "'none'"],
    ['form-action', "'none'"],
  ])
    csp = withDirective(csp, name!, value!);
  reply.header('content-security-policy', csp).header('referrer-policy', 'no-referrer');
}

/** `/n/<publicId>`: a published nutrition sheet or wine e-label, for anyone (docs/qrnutri.md, docs/wine.md). */
export function nutritionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { publicId: string }; Querystring: { lang?: string } }>(
    `${NUTRITION_PAGE_PREFIX}:publicId`,
    { logSerializers: { req: requestWithoutIp } },
    async (request, reply) => {
      nutritionPageHeaders(reply);
      const { publicId } = request.params;
      const sheet = isPublicId(publicId) ? await findPublishedSheet(db, publicId) : undefined;
      const path = `${NUTRITION_PAGE_PREFIX}${publicId}`;
      if (!sheet) {
        const language = sheetLanguage(LANGUAGES, 'en', {
          query: request.query.lang,
          acceptLanguage: request.headers['accept-language'],
        });
        return sendHtml(request, reply, 404, renderPage(pageContext({ language, path }), <NutritionNotFoundPage />));
      }
      const languages = sheetLanguages(sheet.texts);
      const language = sheetLanguage(languages, sheet.defaultLanguage, {
        query: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      // A wine's e-label shows the wine's strength and volume; it is read, never written to.
      const wine = sheet.kind === 'wine' ? await wineOfProduct(db, sheet.accountId, sheet.productId) : undefined;
      const html = renderNutritionPage(pageContext({ language, path }), {
        text: sheet.texts[language]!,
        basis: sheet.basis,
        nutrients: sheet.nutrients,
        portion: sheet.portion ?? null,
        languages,
        wine: wine && { alcohol: wine.alcohol, bottleVolumeMl: wine.bottleVolumeMl, estateName: wine.estateName },
      });
      return sendHtml(request, reply, 200, html);
    },
  );
}
