import { AppError, ERRORS, type activation, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { problemOf } from './activate-ranges';
import { cancelPieces, joinPieces, type CancellationPiece } from './cancel-ranges';
import { intersect, lengthOf, subtract } from './intervals';
import { activationsOverlapping, cancellationsOverlapping } from './ranges.repository';
import { joinParts, resolveTarget, type TargetPart } from './resolve-target';
import { consumeSecurityCode, requestSecurityCode, requireOwnChallenge } from './security-codes';
import { canonicalTarget, checkResultOf, refuseProblems } from './target-check';

type CancellationInput = ParsedInputOf<typeof activation.checkCancellation>;
type Confirmation = { challengeId: string; code: string };

interface PreparedCancellation {
  parts: TargetPart[];
  pieces: CancellationPiece[];
  request: unknown;
}

/**
 * The seals a cancellation names and what stops it. By reel, what is activated and not yet
 * cancelled on the reel (activation.noRange, 204, for a reel never activated; activation.rangeFailed,
 * 205, when all of it is cancelled already: no activation range is left to cancel). By range or references, every seal must be activated (102) and not
 * cancelled (113). Reads only.
 */
async function prepareCancellation(ctx: SessionCallContext, input: CancellationInput): Promise<PreparedCancellation> {
  const { accountId } = ctx.session;
  const scope = await sealScope(ctx.db, ctx.session);
  const parts = await resolveTarget(ctx.db, ctx.services.sealKeyring, scope, input);
  const sound = parts.filter((part) => !part.problem);
  const activations = await activationsOverlapping(ctx.db, accountId, sound);
  const cancellations = await cancellationsOverlapping(ctx.db, accountId, sound);
  const byReel = input.method === 'reel' || input.method === 'reels';
  const pieces: CancellationPiece[] = [];
  sound.forEach((part, index) => {
    const own = activations.filter((row) => row.index === index);
    const holes = cancellations.filter((row) => row.index === index);
    const found = own.flatMap((row) => {
      const shared = intersect(row, part);
      if (!shared) return [];
      const left = byReel ? subtract(shared, holes) : [shared];
      return left.map((interval) => ({ ...interval, activationId: row.id }));
    });
    const activated = own.reduce(
      (sum, row) => sum + lengthOf(intersect(row, part) ?? { firstSerial: 1, lastSerial: 0 }),
      0,
    );
    if (byReel && own.length === 0) part.problem = problemOf(ERRORS.activation.noRange);
    else if (!byReel && activated < lengthOf(part)) part.problem = problemOf(ERRORS.cancellation.notActivated);
    else if (byReel && found.length === 0) part.problem = problemOf(ERRORS.activation.rangeFailed);
    else if (found.length === 0 || (!byReel && holes.length > 0))
      part.problem = problemOf(ERRORS.cancellation.alreadyCancelled);
    if (byReel) part.count = found.reduce((sum, piece) => sum + lengthOf(piece), 0);
    if (!part.problem) pieces.push(...found);
  });
  return {
    parts: byReel ? parts : joinParts(parts),
    pieces: joinPieces(pieces),
    request: { target: canonicalTarget(input), reason: input.reason },
  };
}

export async function checkCancellation(ctx: SessionCallContext, input: CancellationInput) {
  return checkResultOf((await prepareCancellation(ctx, input)).parts);
}

export async function requestCancellationCode(ctx: SessionCallContext, input: CancellationInput) {
  const prepared = await prepareCancellation(ctx, input);
  refuseProblems(prepared.parts);
  return requestSecurityCode(ctx, 'cancellation', prepared.request);
}

/** The guard of cancel: outside its transaction, so that a wrong code stays counted. */
export async function confirmCancellation(ctx: SessionCallContext, input: CancellationInput & Confirmation) {
  await requireOwnChallenge(ctx, input.challengeId);
  const prepared = await prepareCancellation(ctx, input);
  refuseProblems(prepared.parts);
  await consumeSecurityCode(ctx, 'cancellation', prepared.request, input);
}

/** Runs in the call's transaction, once the code was accepted: checks again, then writes. */
export async function cancel(ctx: SessionCallContext, input: CancellationInput): Promise<activation.WriteResult> {
  const prepared = await prepareCancellation(ctx, input);
  refuseProblems(prepared.parts);
  const { accountId, entityId, userId } = ctx.session;
  let result: activation.WriteResult;
  try {
    result = await cancelPieces(ctx.db, { accountId, entityId, userId }, prepared.pieces, input.reason);
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error }, 'cancellation failed');
    throw new AppError(ERRORS.activation.failed);
  }
  ctx.audit({
    targetId: result.ids[0],
    after: {
      count: result.count,
      reason: input.reason,
      ranges: prepared.parts.map(({ first, last }) => ({ first, last })),
    },
  });
  return result;
}
