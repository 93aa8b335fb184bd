import { useQuery } from '@tanstack/react-query';
import { help } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { helpKeys } from './keys';

export const getSupportContact = (signal?: AbortSignal) => rpc(help.getSupportContact, {}, { signal });

export const useSupportContact = () =>
  useQuery({ queryKey: helpKeys.supportContact, queryFn: ({ signal }) => getSupportContact(signal) });
