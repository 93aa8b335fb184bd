import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Takes a user out of a group (they lose that application). Run through ConfirmAction. */
export const removeGroupMember = (groupId: string, userId: string) =>
  rpc(organisation.removeGroupMember, { groupId, userId });
