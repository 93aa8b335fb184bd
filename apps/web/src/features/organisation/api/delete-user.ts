import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Deletes a user (never the caller's own account: the server refuses). Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const deleteUser = (userId: string) => rpc(organisation.deleteUser, { userId });
