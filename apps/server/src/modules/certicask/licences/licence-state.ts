import { sql } from 'drizzle-orm';
import { AppError, ERRORS } from '@seal/shared';
import { canChangeLicence, type LicenceState } from '@seal/shared/certicask/licences';
import { caskLicences } from '../../../db/schema';

/**
 * A licence's state as read at `now` (docs/certicask.md "States"): a free or used licence past its
 * end is expired, whether the daily job has written it yet or not. Lists, filters and checks all
 * read it here, so nothing answers `used` for a licence whose time is over.
 */
export const effectiveState = (now: Date) =>
  sql<LicenceState>`(case when ${caskLicences.state} in ('free', 'used') and ${caskLicences.expiresAt} <= ${now.toISOString()}::timestamptz
    then 'expired' else ${caskLicences.state} end)`;

export function stateAt(licence: { state: LicenceState; expiresAt: Date }, now: Date): LicenceState {
  const live = licence.state === 'free' || licence.state === 'used';
  return live && licence.expiresAt.getTime() <= now.getTime() ? 'expired' : licence.state;
}

/**
 * The one check before a licence's state is written (LICENCE_TRANSITIONS): a change the table does
 * not allow is refused with the error its user would meet, a licence not free for a device
 * (certicask.licenceNotFree) or not revocable (certicask.licenceNotRevocable), `params.state` its state.
 */
export function requireLicenceChange(from: LicenceState, to: LicenceState): void {
  if (canChangeLicence(from, to)) return;
  if (to === 'used') throw new AppError(ERRORS.certicask.licenceNotFree, { state: from });
  if (to === 'revoked') throw new AppError(ERRORS.certicask.licenceNotRevocable, { state: from });
  // Nothing a user does asks for another change: only the server's own code could, and it must not.
  throw new Error(`A licence does not go from ${from} to ${to}`);
}
