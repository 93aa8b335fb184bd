import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const updateEntity = (vars: InputOf<typeof organisation.updateEntity>) => rpc(organisation.updateEntity, vars);

export const useUpdateEntity = () => useOrgaMutation(updateEntity);
