import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERRORS, holdsAll, holdsAny, methodKey, toFieldIssues } from '@seal/shared';
import type { Db } from '../db/client';
import type { Services } from '../services';
import type { AuditEntry, CallContext } from './context';
import { sendError } from './errors';
import { bearerSecret } from '../modules/api-tokens/api-token-secret';
import { PERSON_ONLY_METHODS } from '../modules/api-tokens/person-only';
import type { Registry } from './registry';
import { redact } from './redact';

const ZCall = z.object({
  methodModel: z.string().min(1).max(100),
  methodName: z.string().min(1).max(100),
  methodVars: z.unknown().optional(),
});

const personOnly = new Set<unknown>(PERSON_ONLY_METHODS);

export interface DispatchDeps {
  registry: Registry;
  db: Db;
  services: Services;
}

/** The path of a method's own route, its body being the method's input (docs/decisions/0028-openapi.md). */
export const methodPath = (model: string, name: string) => `/api/v1/${model}/${name}`;

const ZMethodParams = z.object({ model: z.string().min(1).max(100), name: z.string().min(1).max(100) });

/**
 * POST /callAPI: one route for every method; POST /api/v1/:model/:name, the same call with the
 * method in the path and its input as the body (what a client generated from /api/openapi.json
 * sends). Both run `dispatch`: session, rights and input are checked before the handler runs.
 */
export async function callApiRoutes(app: FastifyInstance, deps: DispatchDeps) {
  app.post('/callAPI', async (request, reply) => {
    const call = ZCall.safeParse(request.body);
    if (!call.success) return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(call.error.issues) });
    const { methodModel, methodName, methodVars } = call.data;
    return dispatch(deps, request, reply, methodModel, methodName, methodVars);
  });
  app.post('/api/v1/:model/:name', async (request, reply) => {
    const params = ZMethodParams.safeParse(request.params);
    if (!params.success) return sendError(reply, ERRORS.common.unknownMethod);
    return dispatch(deps, request, reply, params.data.model, params.data.name, request.body);
  });
}

/** Runs one call of a method: the one way every route reaches a handler. */
export async function dispatch(
  { registry, db, services }: DispatchDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  methodModel: string,
  methodName: string,
  methodVars: unknown,
) {
  const method = registry.get(methodModel, methodName);
  if (!method) return sendError(reply, ERRORS.common.unknownMethod);
  const { contract } = method;

  // Public methods (login, consultation) never read the session: no look-up on their hot path.
  const session = contract.access === 'public' ? null : await services.sessions.fromRequest(request);
  if (contract.access === 'session' && !session) return sendError(reply, ERRORS.common.sessionRequired);
  // A token never signs in, nor calls what only a person does (modules/api-tokens/person-only.ts).
  if (personOnly.has(contract) && bearerSecret(request.headers.authorization) !== undefined)
    return sendError(reply, ERRORS.apiToken.personOnly);
  if (contract.access === 'session' && session) {
    if (!holdsAll(session.rights, contract.rights) || !holdsAny(session.rights, contract.anyOf ?? []))
      return sendError(reply, ERRORS.common.forbidden);
  }

  const input = contract.input.safeParse(methodVars ?? {});
  if (!input.success) return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(input.error.issues) });

  if (method.guard) await method.guard(input.data, callContext(request, reply, db, services, session, []));
  const run = async (executor: Db) => {
    const audits: AuditEntry[] = [];
    const ctx = callContext(request, reply, executor, services, session, audits);
    const data = await method.handle(input.data, ctx);
    if (contract.mutates) {
      await services.actionLog.record(executor, {
        method: methodKey(contract),
        session: ctx.session,
        ip: ctx.ip,
        input: redact(input.data),
        audits,
      });
    }
    return data;
  };
  // A method that changes data runs in one transaction with its action-log entry: all or nothing.
  const result = contract.mutates ? await db.transaction((tx) => run(tx as unknown as Db)) : await run(db);
  const data = method.after
    ? await method.after(result, callContext(request, reply, db, services, session, []))
    : result;
  return reply.send({ code: 0, data: data ?? null });
}

function callContext(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  services: Services,
  session: CallContext['session'],
  audits: AuditEntry[],
): CallContext {
  return {
    db,
    session,
    services,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    log: request.log,
    setSessionCookie: (token, expiresAt) => services.sessions.writeCookie(reply, token, expiresAt),
    audit: (entry) => audits.push(entry),
  };
}
