import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ERRORS, JSON_BODY_LIMITS } from '@seal/shared';
import { jsonLimitExceeded } from './json-shape';

type ParserDone = (error: Error | null, body?: unknown) => void;

/** The refusal of a body past JSON_BODY_LIMITS, naming both limits and the one it went over. */
export const tooComplexError = (limit: string) =>
  new AppError(ERRORS.common.tooComplex, {
    limit,
    maxDepth: JSON_BODY_LIMITS.depth,
    maxNodes: JSON_BODY_LIMITS.nodes,
  });

/**
 * The JSON parser of every route: the raw text is measured first (json-shape.ts, one linear
 * pass), so a document nested a million deep or holding millions of values is refused before
 * JSON.parse or any walk over the body (the string check, schemas, handlers) sees it. Within the
 * limits, Fastify's own parser reads it (prototype poisoning refused as before).
 */
export function boundedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: ParserDone) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const limit = jsonLimitExceeded(text);
    if (limit) return done(tooComplexError(limit), undefined);
    parseJson(request, text, done);
  };
}

/** Replaces the framework's application/json parser; called on the root before any route is registered. */
export function registerJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));
}
