import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const createGroup = (vars: InputOf<typeof organisation.createGroup>) => rpc(organisation.createGroup, vars);

export const useCreateGroup = () => useOrgaMutation(createGroup);
