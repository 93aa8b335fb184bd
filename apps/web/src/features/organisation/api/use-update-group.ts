import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const updateGroup = (vars: InputOf<typeof organisation.updateGroup>) => rpc(organisation.updateGroup, vars);

export const useUpdateGroup = () => useOrgaMutation(updateGroup);
