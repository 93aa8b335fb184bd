import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const setSiteCredit = (vars: InputOf<typeof organisation.setSiteCredit>) =>
  rpc(organisation.setSiteCredit, vars);

export const useSetSiteCredit = () => useOrgaMutation(setSiteCredit);
