import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { SessionCallContext, SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import { pack } from '../trace-containers/packing.service';
import { unpack } from '../trace-containers/unpacking.service';
import { declareEvents } from '../trace-events/declare-many';
import type { CaptureAppliers } from './epcis-capture-join';
import { markCaptured } from './epcis-captures.repository';

/**
 * The context the console's services expect of a call, for a capture: its transaction and its
 * caller. Their own audit entries are dropped: the capture writes one for the whole document.
 */
function captureContext(
  services: Services,
  log: FastifyBaseLogger,
  tx: Db,
  session: SessionContext,
): SessionCallContext {
  return {
    db: tx,
    session,
    services,
    ip: '',
    userAgent: 'epcis capture',
    log,
    setSessionCookie: () => undefined,
    audit: () => undefined,
  };
}

/** Captured events through the console's own declaration and packing (their rules, their rows). */
export function captureAppliers(services: Services, log: FastifyBaseLogger): CaptureAppliers {
  return {
    /** Declared as the console declares (the model's rules, its business step, disposition and public flag). */
    async declare(tx, session, events) {
      return declareEvents(
        { db: tx, sealKeyring: services.sealKeyring },
        session,
        events.map((event) => ({
          input: {
            eventModelId: event.eventModelId,
            eventTime: event.eventTime,
            siteId: event.siteId,
            targetSiteId: event.targetSiteId,
            data: event.data,
            references: [],
            ranges: event.ranges,
            containerCodes: event.containerCodes,
          },
          options: {
            source: 'epcis' as const,
            action: event.action,
            ...(event.eventId ? { epcisEventId: event.eventId } : {}),
            ...(event.extensions ? { extensions: event.extensions } : {}),
          },
        })),
        tx,
      );
    },

    /** ADD packs into, DELETE takes out of, an existing container of the account, with the rights the screens ask. */
    async aggregate(tx, session, event) {
      const right = event.action === 'ADD' ? 'trac.mdl_ctn_add' : 'trac.mdl_ctn_edit';
      if (session.rights[right] !== true) throw new AppError(ERRORS.common.forbidden);
      const ctx = captureContext(services, log, tx, session);
      const input = {
        code: event.parentCode,
        references: [],
        ranges: event.ranges,
        containerCodes: event.containerCodes,
        siteId: event.siteId,
        eventTime: event.eventTime,
      };
      const result = event.action === 'ADD' ? await pack(ctx, input) : await unpack(ctx, { ...input, all: false });
      if (event.eventId) await markCaptured(tx, session.accountId, result.eventId, event.eventId);
      return result.eventId;
    },
  };
}
