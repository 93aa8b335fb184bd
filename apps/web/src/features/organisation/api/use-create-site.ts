import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const createSite = (vars: InputOf<typeof organisation.createSite>) => rpc(organisation.createSite, vars);

export const useCreateSite = () => useOrgaMutation(createSite);
