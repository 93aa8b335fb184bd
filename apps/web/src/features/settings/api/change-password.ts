import { useMutation } from '@tanstack/react-query';
import { auth, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const changePassword = (vars: InputOf<typeof auth.changePassword>) => rpc(auth.changePassword, vars);

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { errorDisplay: 'inline' } });
