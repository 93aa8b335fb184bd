import { AppError, ERRORS, SEAL_STATUS, type ParsedInputOf } from '@seal/shared';
import {
  checkTransition,
  type changeSealState as contract,
  type StateChangeResult,
} from '@seal/shared/contract/seal-history';
import type { SessionCallContext } from '../../rpc/context';
import { decodeReference } from '../seals/reference-codec';
import { insertStateChange } from '../seals/seal-ranges.repository';
import { lockSeal } from './seal-history.repository';
import { lookUpSeal } from './seal-lookup';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';

type Input = ParsedInputOf<typeof contract>;

/**
 * sealStateModel.changeSealState: one seal to a state set by hand, with the reason, recorded in
 * seal_state_changes (who, when) and in the action log, in the call's transaction.
 */
export async function changeSealState(ctx: SessionCallContext, input: Input): Promise<StateChangeResult> {
  const { accountId, userId, rights } = ctx.session;
  const decoded = decodeReference(input.ref, ctx.services.sealKeyring);
  // Taken before the state is read, so that a concurrent change waits and then reads this one.
  if (decoded.ok) await lockSeal(ctx.db, { accountId, serial: decoded.serial });

  const seal = await lookUpSeal(ctx, input.ref);
  if (seal.status === SEAL_STATUS.unknown) throw new AppError(ERRORS.consultation.invalidReference);
  const check = checkTransition(seal.status, input.state, rights);
  if (!check.ok) {
    if (check.reason === 'forbidden') throw new AppError(ERRORS.common.forbidden);
    throw new AppError(ERRORS.sealState.invalidTransition, { from: seal.status, to: input.state });
  }

  await insertStateChange(ctx.db, {
    accountId,
    serial: seal.serial,
    state: input.state,
    reason: input.reason,
    changedBy: userId,
  });
  const after = await lookUpSeal(ctx, seal.reference);
  await queueWebhookEvent(ctx.db, accountId, 'seal.stateChanged', {
    reference: seal.reference,
    serial: seal.serial,
    previous: seal.status,
    state: after.status,
    reason: input.reason,
  });
  ctx.audit({
    targetId: seal.reference,
    before: { state: seal.status },
    after: { state: after.status, action: check.transition.action, reason: input.reason },
  });
  return { ref: seal.reference, previous: seal.status, state: after.status };
}
