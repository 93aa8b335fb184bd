import type { RightsMap } from '@seal/shared';
import type { Db } from '../../db/client';
import { entityScope, type EntityScope } from '../auth/entity-scope';

/**
 * The reels, activations, cancellations and seals a session sees and acts on: its entity's and,
 * with orga.master_security, those of every entity below it. A seal outside the scope is answered
 * exactly like one never issued.
 */
export type SealScope = EntityScope;

export const sealScope = (db: Db, session: { accountId: string; entityId: string; rights: RightsMap }) =>
  entityScope(db, session, 'orga.master_security');
