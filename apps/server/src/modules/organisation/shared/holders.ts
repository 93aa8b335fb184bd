import { AppError, ERRORS, type UserType } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { requireRightsHeld } from './scope';

/**
 * Who holds a right changes through a group's rights, a group membership or a user type. Each
 * change, whether it gives or takes away, needs the caller to hold every right concerned: a user
 * manager without a right can neither grant it nor strip it from those who hold it.
 */
export function requireHoldsAll(ctx: SessionCallContext, rightSets: Iterable<readonly string[]>) {
  requireRightsHeld(ctx, [...rightSets].flat());
}

/**
 * A user type is changed by someone else only, and to or from administrator by an administrator
 * only: nobody makes themselves an administrator, nor demotes one without being one.
 */
export function requireTypeChange(ctx: SessionCallContext, userId: string | null, from: UserType | null, to: UserType) {
  if (from === to) return;
  if (userId === ctx.session.userId) throw new AppError(ERRORS.common.forbidden);
  if ((from === 'admin' || to === 'admin') && ctx.session.userType !== 'admin') {
    throw new AppError(ERRORS.common.forbidden);
  }
}

/** The rights in `before` that `after` no longer gives. */
export const lostRights = (before: Iterable<string>, after: Iterable<string>) => {
  const kept = new Set(after);
  return [...new Set(before)].filter((right) => !kept.has(right));
};

/**
 * Rights are read into the session at login, so a user who loses some must log in again: their
 * sessions end at once. The caller's own session goes on (their change applies at next login).
 */
export async function endSessionsOf(ctx: SessionCallContext, userIds: readonly string[]) {
  return ctx.services.sessions.endAllOfUser(
    ctx.db,
    ctx.session.accountId,
    [...new Set(userIds)],
    ctx.session.tokenHash,
  );
}
