import { and, eq } from 'drizzle-orm';
import { AppError, ERRORS, type activation } from '@seal/shared';
import { products, sealActivations } from '../../db/schema';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { activationProduct } from './activation-product';
import { findActivationRow } from './activations-list.repository';

/**
 * activationModel.changeActivationProduct (secu.change_product): the activation must be of the seal
 * scope and the new product of the session's products, not archived (common.notFound, 106).
 * Refused with activation.productHasDynamicData (206) when the activation's product has dynamic
 * data (or the activation holds values of it), and when the new product has some: their values
 * were never entered, and a seal must not show a product's page without them.
 */
export async function changeActivationProduct(
  ctx: SessionCallContext,
  activationId: string,
  productId: string,
): Promise<activation.ActivationRow> {
  const { accountId } = ctx.session;
  const keyring = ctx.services.sealKeyring;
  const scope = await sealScope(ctx.db, ctx.session);
  const before = await findActivationRow(ctx.db, keyring, scope, activationId);
  if (!before) throw new AppError(ERRORS.common.notFound);
  const next = await activationProduct(ctx, productId);
  const [current] = await ctx.db
    .select({ dynamicData: products.dynamicData })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, before.productId)));
  const hasDynamicData =
    (current?.dynamicData.length ?? 0) > 0 || Object.keys(before.dynamicData).length > 0 || next.dynamicData.length > 0;
  if (hasDynamicData) throw new AppError(ERRORS.activation.productHasDynamicData);
  if (before.productId === productId) return before;
  await ctx.db
    .update(sealActivations)
    .set({ productId })
    .where(and(eq(sealActivations.accountId, accountId), eq(sealActivations.id, activationId)));
  const after = (await findActivationRow(ctx.db, keyring, scope, activationId))!;
  ctx.audit({ targetId: activationId, before: { productId: before.productId }, after: { productId } });
  return after;
}
