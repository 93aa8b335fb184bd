import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@seal/shared';
import { EPCIS_PATHS } from '@seal/shared/contract/epcis';
import { epcisCaller, type EpcisRouteDeps } from './epcis-auth';
import { captureAppliers } from './epcis-capture-apply';
import { epcisCaptureRoutes } from './epcis-capture.routes';
import { epcisEventRoute } from './epcis-event.routes';
import { findEventPage, queryDocumentStream } from './epcis-events.service';
import { versionHeaders } from './epcis-headers';
import { sendProblem } from './epcis-problem';
import { readEventQuery } from './epcis-query';

/** The EPCIS 2.0 REST binding (docs/epcis.md): the account's events, and their capture. */
export async function epcisRoutes(app: FastifyInstance, deps: EpcisRouteDeps) {
  const { db, services } = deps;
  const ids = { publicUrl: services.config.publicUrl };

  app.get(EPCIS_PATHS.events, async (request, reply) => {
    const caller = await epcisCaller(request, reply, deps, 'trac.event_view');
    if (!caller) return reply;
    versionHeaders(reply);
    const raw = request.query as Record<string, string | string[] | undefined>;
    const reading = readEventQuery(ids, services.sealKeyring, raw);
    if (!reading.ok)
      return sendProblem(reply, 400, ERRORS.common.validation, {
        detail: `Query parameter ${reading.parameter} cannot be read`,
        params: { parameter: reading.parameter },
      });
    const page = await findEventPage(db, caller.session.accountId, reading.query);
    if (page.next) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(raw))
        if (name !== 'nextPageToken' && value !== undefined)
          for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
      query.set('nextPageToken', page.next);
      reply.header('link', `<${EPCIS_PATHS.events}?${query.toString()}>; rel="next"`);
    }
    return reply.type('application/ld+json').send(queryDocumentStream(page, ids, services.sealKeyring, services.now()));
  });

  // Capture's side: an event's own URL, and the capture interface.
  await epcisEventRoute(app, deps);
  await app.register(async (scope) =>
    epcisCaptureRoutes(scope, { ...deps, appliers: captureAppliers(services, app.log) }),
  );
}
