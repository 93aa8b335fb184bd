import { organisation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useOrgaMutation } from './use-orga-mutation';

export const addGroupMembers = (vars: InputOf<typeof organisation.addGroupMembers>) =>
  rpc(organisation.addGroupMembers, vars);

export const useAddGroupMembers = () => useOrgaMutation(addGroupMembers, 'toast');
