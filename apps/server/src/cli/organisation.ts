import { parseArgs } from 'node:util';
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { createActionLogService } from '../modules/action-log/action-log.service';
import { setAccountSiteCredit, zAccountSiteCredit } from '../modules/organisation/entities/operator.service';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/**
 * Operator commands of the organisation area, on the server's own database (DATABASE_URL, else the
 * embedded one in DATA_DIR, which the server must not hold: its lock is taken here too).
 *   npm run organisation -- site-credit --account <account id> --credit <n>
 */
const USAGE = 'usage: npm run organisation -- site-credit --account <account id> --credit <number of sites>';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function args() {
  try {
    return parseArgs({ allowPositionals: true, options: { account: { type: 'string' }, credit: { type: 'string' } } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

const { positionals, values } = args();
if (positionals[0] !== 'site-credit' || positionals.length !== 1) fail(USAGE);
const input = zAccountSiteCredit.safeParse({ accountId: values.account, siteCredit: Number(values.credit ?? NaN) });
if (!input.success)
  fail(`${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);

let code = 0;
try {
  await withOperatorDatabase(loadConfig(), async (database) => {
    const done = await setAccountSiteCredit(database.db, createActionLogService(), input.data);
    console.log(`Site credit of ${done.entityName} (${done.entityId}): ${done.before} -> ${done.siteCredit}.`);
  });
} catch (error) {
  if (error instanceof OperatorDatabaseBusy) fail(error.message);
  console.error(error instanceof AppError ? `No account ${input.data.accountId}.` : error);
  code = 1;
}
process.exit(code);
