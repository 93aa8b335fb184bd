import { AppError, ERRORS, activation, type ParsedInputOf, type RightsMap } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { activateRanges, checkRanges, type ActivationDetails } from './activate-ranges';
import { activationDynamicData, activationProduct } from './activation-product';
import { joinParts, resolveTarget, type TargetPart } from './resolve-target';
import { consumeSecurityCode, requestSecurityCode, requireOwnChallenge } from './security-codes';
import { canonicalTarget, checkResultOf, refuseProblems, serialRangesOf } from './target-check';

type ActivationInput = ParsedInputOf<typeof activation.checkActivation>;
type Confirmation = { challengeId: string; code: string };

/** The precise right of the method asked for; the dispatcher only checked the session holds one of them. */
export function requireMethodRight(rights: RightsMap, method: activation.SealMethod) {
  if (rights[activation.ACTIVATION_METHOD_RIGHTS[method]] !== true) throw new AppError(ERRORS.common.forbidden);
}

interface PreparedActivation {
  parts: TargetPart[];
  details: ActivationDetails;
  /** What the security code is bound to. */
  request: unknown;
}

/**
 * Everything an activation checks, in the order that keeps another account's ids from learning
 * anything: the method's right, the product (common.notFound before anything else), its dynamic
 * data, then the references in the session's seal scope and the ranges they make (reads only).
 */
async function prepareActivation(ctx: SessionCallContext, input: ActivationInput): Promise<PreparedActivation> {
  requireMethodRight(ctx.session.rights, input.method);
  const product = await activationProduct(ctx, input.productId);
  const dynamicData = await activationDynamicData(ctx.db, ctx.session.accountId, product, input.dynamicData);
  const scope = await sealScope(ctx.db, ctx.session);
  const parts = await resolveTarget(ctx.db, ctx.services.sealKeyring, scope, input);
  const sound = parts.filter((part) => !part.problem);
  const checks = await checkRanges(ctx.db, scope, serialRangesOf(sound));
  sound.forEach((part, index) => (part.problem = checks[index]!.problem));
  const details: ActivationDetails = {
    productId: product.id,
    dynamicData,
    targetCountry: input.targetCountry,
    deliveryDate: input.deliveryDate,
    method: input.method,
  };
  const { method: _method, ...bound } = details;
  return { parts: joinParts(parts), details, request: { target: canonicalTarget(input), ...bound } };
}

export async function checkActivation(ctx: SessionCallContext, input: ActivationInput) {
  return checkResultOf((await prepareActivation(ctx, input)).parts);
}

export async function requestActivationCode(ctx: SessionCallContext, input: ActivationInput) {
  const prepared = await prepareActivation(ctx, input);
  refuseProblems(prepared.parts);
  return requestSecurityCode(ctx, 'activation', prepared.request);
}

/** The guard of activate: outside its transaction, so that a wrong code stays counted. */
export async function confirmActivation(ctx: SessionCallContext, input: ActivationInput & Confirmation) {
  requireMethodRight(ctx.session.rights, input.method);
  await requireOwnChallenge(ctx, input.challengeId);
  const prepared = await prepareActivation(ctx, input);
  refuseProblems(prepared.parts);
  await consumeSecurityCode(ctx, 'activation', prepared.request, input);
}

/** Runs in the call's transaction, once the code was accepted: checks again, then writes. */
export async function activate(ctx: SessionCallContext, input: ActivationInput): Promise<activation.WriteResult> {
  const prepared = await prepareActivation(ctx, input);
  refuseProblems(prepared.parts);
  const { accountId, entityId, userId } = ctx.session;
  const ranges = serialRangesOf(prepared.parts);
  let result: activation.WriteResult;
  try {
    result = await activateRanges(ctx.db, { accountId, entityId, userId }, ranges, prepared.details);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'activation failed');
    throw new AppError(ERRORS.activation.failed);
  }
  ctx.audit({
    targetId: result.ids[0],
    after: {
      count: result.count,
      productId: prepared.details.productId,
      ranges: prepared.parts.map((part) => ({ first: part.first, last: part.last })),
    },
  });
  return result;
}
