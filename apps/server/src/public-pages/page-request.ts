import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@seal/shared';
import { sendCompressed, sendEncoded } from './compression';
import { translatorFor } from './i18n';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS, pickLanguage } from './language';
import type { PageContext } from './page-context';
import type { FilledPage } from './page-templates';

/** The fields of a public page's request: its query on a GET, its urlencoded form on a POST. */
export type Fields = Record<string, string | undefined>;

export function fieldsOf(request: FastifyRequest): Fields {
  const source = request.method === 'POST' ? request.body : request.query;
  const fields: Fields = {};
  if (source && typeof source === 'object') {
    for (const [name, value] of Object.entries(source)) if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** The request's language; a language chosen with `?lang=` is kept in the cookie for the next pages. */
export function languageOf(request: FastifyRequest, reply: FastifyReply, fields: Fields): Language {
  const query = (request.query ?? {}) as Fields;
  const choice = pickLanguage({
    query: query.lang,
    carried: request.method === 'POST' ? fields.lang : undefined,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
  if (choice.chosen) reply.setCookie(LANGUAGE_COOKIE, choice.language, LANGUAGE_COOKIE_OPTIONS);
  return choice.language;
}

/**
 * What a page's components read. `kept` are the query fields its language links keep (the
 * reference checked, the form token); `carried` the fields its forms carry on.
 */
export function pageContext(options: {
  language: Language;
  path: string;
  kept?: Fields;
  carried?: Record<string, string>;
  framed?: boolean;
}): PageContext {
  const { language, path, kept = {}, framed = false } = options;
  const carried = { lang: language, ...options.carried };
  return {
    t: translatorFor(language),
    language,
    path,
    carried,
    framed,
    languageHref: (other) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...kept, ...carried, lang: other }))
        if (value !== undefined) query.set(name, value);
      return `${path}?${query.toString()}`;
    },
  };
}

/** Sends a rendered page: never kept by a proxy (an answer is one consultation), told apart by language. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string | FilledPage) {
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language, Cookie')
    .type('text/html; charset=utf-8');
  return typeof html === 'string' ? sendCompressed(request, reply, html) : sendEncoded(request, reply, html.bytes);
}
