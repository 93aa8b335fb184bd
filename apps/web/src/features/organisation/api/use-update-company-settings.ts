import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const updateCompanySettings = (vars: InputOf<typeof organisation.updateCompanySettings>) =>
  rpc(organisation.updateCompanySettings, vars);

export const useUpdateCompanySettings = () => useOrgaMutation(updateCompanySettings);
