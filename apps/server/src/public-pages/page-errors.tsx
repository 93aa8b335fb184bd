/** @jsxRuntime automatic */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import { PUBLIC_ROUTES, type PublicAnswer } from '@seal/shared/contract/consultation';
import { NO_ASSETS } from './components/document';
import { fieldsOf, languageOf, pageContext, sendHtml } from './page-request';
import { renderCheckPage } from './pages/check-page';
import { FailurePage } from './pages/failure-page';
import { renderPage } from './render';
import { isDatabaseUnavailable } from '../db/unavailable';
import { UNAVAILABLE_RETRY_SECONDS } from '../rpc/errors';

/**
 * The error handler of the public pages: a person reads them, so an error is a page in their
 * language, not the API's JSON. A consultation error thrown by the check reads as its answer; a
 * request we could not read (too large, badly encoded) asks for the reference again; anything
 * else is logged and told as our failure.
 */
export function pageErrorHandler(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const fields = error instanceof AppError ? fieldsOf(request) : {};
  const language = languageOf(request, reply, fields);
  const path = request.routeOptions.url ?? PUBLIC_ROUTES.consultation;
  const context = pageContext({ language, path });
  if (error instanceof AppError && error.error.key.startsWith('consultation.')) {
    const retry = Number(error.params.retryAfterSeconds);
    const answer: PublicAnswer = {
      kind: 'result',
      code: error.error.code,
      key: error.error.key,
      ref: fields.ref ?? '',
      demo: false,
      product: null,
      contact: null,
      form: null,
      redirectUrl: null,
      retryAfterSeconds: Number.isFinite(retry) ? retry : null,
      again: null,
      theme: null,
    };
    const html = renderCheckPage(context, { answer, withGuidance: false, formAssets: NO_ASSETS, formClient: null });
    return sendHtml(request, reply, error.error.status, html);
  }
  // The database away (a restart, a failover): 503, to be asked again shortly, as the API answers.
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  const status = unavailable
    ? ERRORS.common.unavailable.status
    : error instanceof AppError
      ? error.error.status
      : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, 'public page failed');
  const message = context.t(status >= 500 ? 'failure.message' : 'failure.invalidInput');
  return sendHtml(request, reply, status, renderPage(context, <FailurePage message={message} />));
}
