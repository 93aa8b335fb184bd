import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS, JSON_BODY_LIMITS } from '@seal/shared';
import { EPCIS_CAPTURE_BYTES_MAX, EPCIS_CAPTURE_EVENTS_MAX, EPCIS_PATHS } from '@seal/shared/contract/epcis';
import { boundedJsonParser } from '../../http/json-body';
import { errorHandler } from '../../rpc/errors';
import { epcisCaller, type EpcisCaller, type EpcisRouteDeps } from './epcis-auth';
import { eventListOf } from './epcis-capture-read';
import { CAPTURE_ERRORS_MAX, documentProblems, eventListPointer, type EventProblem } from './epcis-capture-check';
import {
  captureDocument,
  captureJob,
  checkEvents,
  type CaptureAppliers,
  type ErrorBehaviour,
} from './epcis-capture.service';
import { captureHeaders, versionHeaders } from './epcis-headers';
import { sendProblem } from './epcis-problem';
import { SCHEMA_ERRORS_MAX, type SchemaProblem } from './epcis-schema';

const callers = new WeakMap<FastifyRequest, EpcisCaller>();

/** The GS1-Capture-Error-Behaviour asked for: rollback when none; null when it is neither. */
function errorBehaviourOf(header: string | string[] | undefined): ErrorBehaviour | null {
  if (header === undefined) return 'rollback';
  const value = (Array.isArray(header) ? header.join(',') : header).trim().toLowerCase();
  return value === 'rollback' || value === 'proceed' ? value : null;
}

/** 400: the document is not valid EPCIS 2.0, each problem located by JSON pointer. */
function invalid(reply: FastifyReply, problems: SchemaProblem[], errors?: EventProblem[]) {
  const shown = problems.slice(0, SCHEMA_ERRORS_MAX);
  return sendProblem(reply, 400, ERRORS.traceability.epcisInvalid, {
    detail: shown.map((problem) => `${problem.path}: ${problem.message}`).join('; '),
    params: { errors: shown },
    ...(errors ? { errors: errors.slice(0, CAPTURE_ERRORS_MAX) } : {}),
  });
}
const JSON_TYPES = new Set(['application/json', 'application/ld+json']);

/** The binding's answers to what the framework refuses before the handler: too big, not JSON, not a JSON type. */
function captureErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendProblem(captureHeaders(reply), 413, ERRORS.common.tooLarge, {
        params: { limit: EPCIS_CAPTURE_BYTES_MAX },
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendProblem(reply, 415, ERRORS.common.validation, {
        detail: 'Send application/json or application/ld+json',
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendProblem(reply, 400, ERRORS.traceability.epcisInvalid, { detail: 'The body is not JSON' });
  }
  if (error instanceof AppError && error.error === ERRORS.common.notFound) return sendProblem(reply, 404, error.error);

  if (error instanceof AppError && error.error === ERRORS.common.tooComplex)
    return sendProblem(reply, 400, error.error, {
      detail: `At most ${JSON_BODY_LIMITS.depth} levels of nesting and ${JSON_BODY_LIMITS.nodes} values`,
      params: error.params,
    });
  return errorHandler(error, request, reply);
}

/**
 * POST /epcis/capture and GET /epcis/capture/:id (docs/epcis.md, "Capture"). The caller is checked
 * before the body is read: a document from no one is not parsed.
 */
export async function epcisCaptureRoutes(app: FastifyInstance, deps: EpcisRouteDeps & { appliers: CaptureAppliers }) {
  app.setErrorHandler(captureErrors);
  // JSON-LD is JSON: read by the same bounded parser (http/json-body.ts), within the same limit.
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string', bodyLimit: EPCIS_CAPTURE_BYTES_MAX },
    boundedJsonParser(app),
  );

  app.post(
    EPCIS_PATHS.capture,
    {
      bodyLimit: EPCIS_CAPTURE_BYTES_MAX,
      // Text no database keeps (the NUL character, a lone surrogate): located like the schema's problems.
      config: {
        unsafeString: (reply: FastifyReply, path: readonly string[]) =>
          invalid(reply, [
            {
              path: `/${path.join('/')}`,
              message: 'holds a character the repository cannot store (NUL or a lone surrogate)',
            },
          ]),
      },
      onRequest: async (request, reply) => {
        const caller = await epcisCaller(request, reply, deps, 'trac.event_create');
        if (!caller) return reply;
        const mediaType = String(request.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!JSON_TYPES.has(mediaType))
          return sendProblem(reply, 415, ERRORS.common.validation, {
            detail: 'Send application/json or application/ld+json',
          });
        callers.set(request, caller);
      },
    },
    async (request, reply) => {
      const caller = callers.get(request)!;
      const behaviour = errorBehaviourOf(request.headers['gs1-capture-error-behaviour']);
      captureHeaders(reply, behaviour ?? 'rollback');
      if (!behaviour)
        return sendProblem(reply, 400, ERRORS.common.validation, {
          detail: 'GS1-Capture-Error-Behaviour must be rollback (the default) or proceed',
          params: { header: 'GS1-Capture-Error-Behaviour' },
        });
      const document = request.body as Record<string, unknown> | null;
      const type = document && typeof document === 'object' ? document.type : undefined;
      if (type !== 'EPCISDocument' && type !== 'EPCISQueryDocument')
        return invalid(reply, [{ path: '/type', message: 'must be EPCISDocument or EPCISQueryDocument' }]);
      const events = eventListOf(document!);
      if (events.length > EPCIS_CAPTURE_EVENTS_MAX)
        return sendProblem(reply, 413, ERRORS.common.tooLarge, {
          detail: `At most ${EPCIS_CAPTURE_EVENTS_MAX} events per capture`,
          params: { limit: EPCIS_CAPTURE_EVENTS_MAX, count: events.length },
        });
      const listPointer = eventListPointer(document!);
      const problems = documentProblems(document!, events, listPointer);
      if (problems.document.length > 0) return invalid(reply, problems.document);
      const checked = checkEvents(events, listPointer, problems.events);
      // All or nothing: an invalid event refuses the document now, each named by its pointer.
      if (behaviour === 'rollback' && problems.events.length > 0)
        return invalid(
          reply,
          problems.events.map((problem) => ({ path: problem.instance, message: problem.detail })),
          problems.events,
        );
      const captureId = await captureDocument(deps, { ...caller, ip: request.ip }, document!, events, {
        behaviour,
        checked,
      });
      return reply.status(202).header('location', `${EPCIS_PATHS.capture}/${captureId}`).send();
    },
  );

  app.get<{ Params: { captureId: string } }>(`${EPCIS_PATHS.capture}/:captureId`, async (request, reply) => {
    const caller = await epcisCaller(request, reply, deps, 'trac.event_create');
    if (!caller) return reply;
    versionHeaders(reply);
    const { captureId } = request.params;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(captureId))
      return sendProblem(reply, 404, ERRORS.common.notFound);
    return reply.send(await captureJob(deps.db, caller.session.accountId, captureId));
  });
}
