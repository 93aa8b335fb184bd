import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Disables a sub-entity and ends its sessions (answers endedSessions). Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const disableEntity = (entityId: string) => rpc(organisation.disableEntity, { entityId });
