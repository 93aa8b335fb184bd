import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Deletes a group; refused while it has users (organisation.groupHasUsers, params.users). Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const deleteGroup = (groupId: string) => rpc(organisation.deleteGroup, { groupId });
