import { useQuery } from '@tanstack/react-query';
import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import type { RemoteOption } from '../../../components/remote-select/remote-select';
import { wineKeys } from './keys';

/** The estates matching `text`, as options of the wine form's estate select. */
export async function searchEstates(text: string, signal: AbortSignal): Promise<RemoteOption[]> {
  const page = await rpc(
    wine.listEstates,
    { page: 1, size: 20, search: text, sort: { field: 'name', order: 'asc' } },
    { signal },
  );
  return page.rows.map((row) => ({ value: row.id, label: row.name }));
}

/** The first hundred estates by name: the choices of the wine list's estate filter. */
export const useEstateChoices = () =>
  useQuery({
    queryKey: wineKeys.estateOptions,
    queryFn: ({ signal }) =>
      rpc(wine.listEstates, { page: 1, size: 100, sort: { field: 'name', order: 'asc' } }, { signal }),
  });
