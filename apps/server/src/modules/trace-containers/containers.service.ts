import { AppError, ERRORS, listOffset, readContainerCode, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope, type SealScope } from '../seals/seal-scope';
import * as repo from './containers.repository';
import { ownedProductContainer } from './product-containers.service';

type In<C> = ParsedInputOf<C>;

/**
 * The container of the scope a typed or scanned code names: no container shape the console makes
 * (or a wrong check character) answers containerLookup.invalid (103), a code no container of the
 * scope has containerLookup.unknown (116), another account's container included.
 */
export async function containerByCode(ctx: SessionCallContext, scope: SealScope, input: string) {
  const reading = readContainerCode(input);
  if (!reading.ok) throw new AppError(ERRORS.containerLookup.invalid);
  const found = await repo.findByCode(ctx.db, scope, reading.code);
  if (!found) throw new AppError(ERRORS.containerLookup.unknown);
  return found;
}

export async function listContainers(ctx: SessionCallContext, input: In<typeof contract.listContainers>) {
  if (input.filters.productContainerId) await ownedProductContainer(ctx, input.filters.productContainerId);
  const scope = await sealScope(ctx.db, ctx.session);
  return repo.listContainers(ctx.db, scope, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort,
    search: input.search,
    productContainerId: input.filters.productContainerId,
    level: input.filters.level,
    topOnly: input.filters.topOnly,
  });
}
