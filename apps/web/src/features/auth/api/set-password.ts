import { useMutation } from '@tanstack/react-query';
import { auth, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const setPassword = (vars: InputOf<typeof auth.setPassword>) => rpc(auth.setPassword, vars);

export const useSetPassword = () => useMutation({ mutationFn: setPassword, meta: { errorDisplay: 'inline' } });
