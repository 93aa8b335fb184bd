import { AppError, ERRORS } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { sealScope } from '../seals/seal-scope';
import { getSealState } from '../seals/seal-state.service';

/**
 * The seal a reference names for the caller: within their account and seal scope (their entity's
 * reels, and their sub-entities' with orga.master_security). Anything else is `unknown`, whether
 * it was never issued or belongs to someone else.
 */
export async function lookUpSeal(ctx: SessionCallContext, reference: string) {
  const scope = await sealScope(ctx.db, ctx.session);
  return getSealState(
    { db: ctx.db, keyring: ctx.services.sealKeyring },
    ctx.session.accountId,
    scope.entityIds,
    reference,
  );
}

/** The spec's `act_id` is the caller's account: any other is an id the caller may not name. */
export function checkActor(ctx: SessionCallContext, actId: string | undefined): void {
  if (actId && actId !== ctx.session.accountId) throw new AppError(ERRORS.common.notFound);
}
