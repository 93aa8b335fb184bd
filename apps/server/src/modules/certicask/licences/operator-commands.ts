import { eq } from 'drizzle-orm';
import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../../db/client';
import { findGlobalKey } from '../../../db/global-keys';
import { accounts } from '../../../db/schema';
import { runLicenceExpiry } from './licence-expiry';
import { licencesOfAccount } from './licences.repository';

/**
 * The operator's side of cask certification (docs/operations.md "Cask certification"). Each
 * command answers the lines it prints; wrong input throws a UsageError (the usage) or the
 * catalogue's AppError. A licence order's bank transfer is recorded by trade's `paid`.
 */
export const CERTICASK_USAGE = `Usage: npm run certicask -- <command>
  expire                                  expire now the free and used licences past their end
  licences <account id | a user's e-mail>   list the account's licences`;

export class UsageError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account an operator names by its id or by the e-mail of one of its users. */
async function accountOf(db: Db, key: string): Promise<string> {
  if (UUID.test(key)) {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, key));
    if (row) return row.id;
  }
  const user = await findGlobalKey(db, 'login_email', key.trim().toLowerCase());
  if (!user) throw new AppError(ERRORS.common.notFound);
  return user.accountId;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function runCertiCaskCommand(db: Db, argv: string[], now = new Date()): Promise<string[]> {
  const [command, key, ...rest] = argv;
  if (command === 'expire' && key === undefined) {
    const expired = await runLicenceExpiry(db, now);
    return [`Expired ${expired} licence${expired === 1 ? '' : 's'}.`];
  }
  if (command === 'licences' && key && rest.length === 0) {
    const rows = await licencesOfAccount(db, await accountOf(db, key), now);
    if (rows.length === 0) return ['No licences.'];
    return rows.map(({ licence, state, orderNumber, certificateCount }) =>
      [
        licence.number,
        state,
        `expires ${day(licence.expiresAt)}`,
        licence.deviceName ? `${licence.deviceName} (${licence.deviceIdentifier})` : '-',
        orderNumber,
        `${certificateCount} certificate${certificateCount === 1 ? '' : 's'}`,
      ].join('\t'),
    );
  }
  throw new UsageError(CERTICASK_USAGE);
}
