import { organisation } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Mails the user a password reset link. Run through ConfirmAction, which refreshes the lists and shows a failure as a toast. */
export const sendUserPasswordReset = (userId: string) => rpc(organisation.sendUserPasswordReset, { userId });
