import { useQuery } from '@tanstack/react-query';
import { qrnutri } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { qrnutriKeys } from './keys';

export const getSheet = (sheetId: string, signal?: AbortSignal) => rpc(qrnutri.get, { sheetId }, { signal });

export const sheetQueryOptions = (sheetId: string | undefined) => ({
  queryKey: qrnutriKeys.sheet(sheetId ?? ''),
  queryFn: ({ signal }: { signal: AbortSignal }) => getSheet(sheetId!, signal),
  enabled: sheetId !== undefined,
});

export const useSheet = (sheetId: string | undefined) => useQuery(sheetQueryOptions(sheetId));
