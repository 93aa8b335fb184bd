import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const updateSite = (vars: InputOf<typeof organisation.updateSite>) => rpc(organisation.updateSite, vars);

export const useUpdateSite = () => useOrgaMutation(updateSite);
