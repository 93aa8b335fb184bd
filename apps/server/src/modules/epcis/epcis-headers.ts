import type { FastifyReply } from 'fastify';
import { EPCIS_CAPTURE_BYTES_MAX, EPCIS_CAPTURE_EVENTS_MAX } from '@seal/shared/contract/epcis';

/** The versions every answer of the binding names (its OpenAPI, components/headers). */
export function versionHeaders(reply: FastifyReply) {
  return reply.header('GS1-EPCIS-Version', '2.0.0').header('GS1-CBV-Version', '2.0.0');
}

/** What the capture interface takes: its limits, and the error behaviour of this capture. */
export function captureHeaders(reply: FastifyReply, behaviour: 'rollback' | 'proceed' = 'rollback') {
  return versionHeaders(reply)
    .header('GS1-EPCIS-Capture-Limit', String(EPCIS_CAPTURE_EVENTS_MAX))
    .header('GS1-EPCIS-Capture-File-Size-Limit', String(EPCIS_CAPTURE_BYTES_MAX))
    .header('GS1-Capture-Error-Behaviour', behaviour);
}
