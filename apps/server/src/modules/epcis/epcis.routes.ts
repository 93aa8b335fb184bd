import type { FastifyInstance } from 'fastify';
import { type EpcisRouteDeps } from './epcis-auth';
import { captureAppliers } from './epcis-capture-apply';
import { epcisCaptureRoutes } from './epcis-capture.routes';
import { epcisEventRoute } from './epcis-event.routes';
import { epcisQueryRoutes } from './epcis-query.routes';

/** The EPCIS 2.0 REST binding (docs/epcis.md): the account's events, and their capture. */
export async function epcisRoutes(app: FastifyInstance, deps: EpcisRouteDeps) {
  const { services } = deps;

  // The query interface: /epcis/events, /epcis/eventTypes, /epcis/epcs, /epcis/bizSteps, … (epcis-query.routes.ts).
  await app.register(async (scope) => epcisQueryRoutes(scope, deps));

  // Capture's side: an event's own URL, and the capture interface.
  await epcisEventRoute(app, deps);
  await app.register(async (scope) =>
    epcisCaptureRoutes(scope, { ...deps, appliers: captureAppliers(services, app.log) }),
  );
}
