import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS, LIMITS, type CatalogueError, type FieldIssue } from '@seal/shared';
import { isDatabaseUnavailable } from '../db/unavailable';

/** Seconds a client is told to wait before sending again a call refused while the database was away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export function sendError(
  reply: FastifyReply,
  error: CatalogueError,
  extra: { params?: Record<string, unknown>; fields?: FieldIssue[] } = {},
) {
  return reply.status(error.status).send({ code: error.code, key: error.key, ...extra });
}

/** The one error handler: catalogue errors as they are, framework errors mapped, anything else hidden. */
export function errorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const params = Object.keys(error.params).length > 0 ? error.params : undefined;
    return sendError(reply, error.error, {
      ...(params ? { params } : {}),
      ...(error.fieldIssues ? { fields: [...error.fieldIssues] } : {}),
    });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // The limit it went over, so the console names it (a media file has a smaller one of its own).
      return sendError(reply, ERRORS.common.tooLarge, {
        params: { limit: request.routeOptions.bodyLimit ?? LIMITS.transferBytes },
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(reply, ERRORS.common.validation);
  }
  if (isDatabaseUnavailable(error)) {
    // Not our failure to hide: the database is away (restart, failover), and the call may be sent again.
    request.log.warn({ reason: error.message }, 'the database cannot be reached');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
    return sendError(reply, ERRORS.common.unavailable);
  }
  if (error.statusCode === 429) return sendError(reply, ERRORS.common.throttled);
  if (error.statusCode && error.statusCode < 500) return sendError(reply, ERRORS.common.validation);
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, ERRORS.common.internal);
}
