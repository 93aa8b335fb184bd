import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@seal/shared';
import { EPCIS_PATHS } from '@seal/shared/contract/epcis';
import { epcisCaller, type EpcisRouteDeps } from './epcis-auth';
import { eventDocument } from './epcis-event-read';
import { versionHeaders } from './epcis-headers';
import { sendProblem } from './epcis-problem';

/** The longest eventID looked up (an ni: hash URI with its query is about 100 characters). */
const EVENT_ID_MAX = 2_048;

/** GET /epcis/events/{eventID} (docs/epcis.md, "An event's own URL"): the event, URL-encoded eventID. */
export async function epcisEventRoute(app: FastifyInstance, deps: EpcisRouteDeps) {
  const { db, services } = deps;
  const ids = { publicUrl: services.config.publicUrl };
  app.get<{ Params: { eventID: string } }>(`${EPCIS_PATHS.events}/:eventID`, async (request, reply) => {
    const caller = await epcisCaller(request, reply, deps, 'trac.event_view');
    if (!caller) return reply;
    versionHeaders(reply);
    const { eventID } = request.params;
    const pieces =
      eventID.length > 0 && eventID.length <= EVENT_ID_MAX
        ? await eventDocument(db, caller.session.accountId, eventID, ids, services.sealKeyring)
        : null;
    if (!pieces)
      return sendProblem(reply, 404, ERRORS.common.notFound, {
        detail: 'The account holds no event of this eventID (send it URL-encoded)',
      });
    return reply.type('application/ld+json').send(Readable.from(pieces, { objectMode: false }));
  });
}
