import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Enables a disabled sub-entity again. Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const enableEntity = (entityId: string) => rpc(organisation.enableEntity, { entityId });
