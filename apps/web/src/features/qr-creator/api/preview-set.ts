import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qrCreator } from '@seal/shared';
import { zQrSetFields } from '@seal/shared/contract/qr-creator';
import { rpc } from '../../../api/rpc';
import { useDebounced } from '../../../lib/use-debounced';
import { qrCreatorKeys } from './keys';

/**
 * The server's preview of the first code of the set being filled in: asked once the fields read
 * as a set (debounced as the user types), kept on screen while the next one loads.
 */
export function usePreviewSet(values: unknown) {
  // Compared as text: the form hands a new object at each render.
  const debounced = useDebounced(JSON.stringify(values ?? {}));
  const parsed = zQrSetFields.safeParse(JSON.parse(debounced));
  return useQuery({
    queryKey: [...qrCreatorKeys.preview, parsed.success ? parsed.data : null],
    queryFn: ({ signal }) => rpc(qrCreator.preview, parsed.data!, { signal }),
    enabled: parsed.success,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
