import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const createEntity = (vars: InputOf<typeof organisation.createEntity>) => rpc(organisation.createEntity, vars);

export const useCreateEntity = () => useOrgaMutation(createEntity);
