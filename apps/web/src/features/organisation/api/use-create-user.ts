import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const createUser = (vars: InputOf<typeof organisation.createUser>) => rpc(organisation.createUser, vars);

export const useCreateUser = () => useOrgaMutation(createUser);
