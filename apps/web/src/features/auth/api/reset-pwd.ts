import { useMutation } from '@tanstack/react-query';
import { auth, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Asks for a reset link; the server answers alike whether the e-mail has an account or not. */
export const resetPwd = (vars: InputOf<typeof auth.resetPwd>) => rpc(auth.resetPwd, vars);

export const useResetPwd = () => useMutation({ mutationFn: resetPwd, meta: { errorDisplay: 'inline' } });
