import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';

/**
 * The event models and events a session sees: its entity's and, with orga.master_orga (who manages
 * the organisation of the entities below: their sites, their users), those of every entity below.
 * The seals an event names are read in the seal scope instead (orga.master_security).
 */
export const traceScope = (ctx: Pick<SessionCallContext, 'db' | 'session'>) =>
  entityScope(ctx.db, ctx.session, 'orga.master_orga');
