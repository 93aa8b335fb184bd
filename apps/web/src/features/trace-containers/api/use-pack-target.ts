import { useQuery } from '@tanstack/react-query';
import type { traceContainers } from '@seal/shared';
import { getModel } from './get-model';
import { getProductContainer } from './get-product-container';
import { containerKeys } from './keys';
import { listContainers } from './list-containers';

export interface PackTarget {
  model: traceContainers.ContainerModel;
  /** The existing container packed into, or null for a new one. */
  container: traceContainers.ContainerRow | null;
}

/** A packed container by its exact code (the list's search matches codes), or null. */
async function findContainer(code: string, signal: AbortSignal) {
  const page = await listContainers({ page: 1, size: 10, search: code, filters: {} }, signal);
  return page.rows.find((row) => row.code.toUpperCase() === code.toUpperCase()) ?? null;
}

async function packTarget(
  target: { productContainerId?: string | null; code?: string | null },
  signal: AbortSignal,
): Promise<PackTarget | null> {
  const container = target.code ? await findContainer(target.code, signal) : null;
  const productContainerId = container?.productContainerId ?? (target.code ? null : target.productContainerId);
  if (!productContainerId) return null;
  const productContainer = await getProductContainer(productContainerId, signal);
  return { model: await getModel(productContainer.containerModelId, signal), container };
}

/** The model (and the existing container) a pack goes into, to show its limits and the count so far. */
export const usePackTarget = (target: { productContainerId?: string | null; code?: string | null }) =>
  useQuery({
    queryKey: [...containerKeys.containers, 'pack-target', target.productContainerId ?? '', target.code ?? ''],
    queryFn: ({ signal }) => packTarget(target, signal),
    enabled: Boolean(target.productContainerId || target.code),
    meta: { silent: true },
  });
