import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const updateUser = (vars: InputOf<typeof organisation.updateUser>) => rpc(organisation.updateUser, vars);

export const useUpdateUser = () => useOrgaMutation(updateUser);
