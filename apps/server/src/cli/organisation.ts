import { parseArgs } from 'node:util';
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { createActionLogService } from '../modules/action-log/action-log.service';
import { setAccountSiteCredit, zAccountSiteCredit } from '../modules/organisation/entities/operator.service';
import { isMain, PROCESS_IO, type CommandIo } from './command';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/**
 * Operator commands of the organisation area, on the server's own database (DATABASE_URL, else the
 * embedded one in DATA_DIR, which the server must not hold: its lock is taken here too).
 *   npm run organisation -- site-credit --account <account id> --credit <n>
 */
const USAGE = 'usage: npm run organisation -- site-credit --account <account id> --credit <number of sites>';

/** A refusal: exit code 2 with its message. */
class Refused extends Error {}

function fail(message: string): never {
  throw new Refused(message);
}

function args(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { account: { type: 'string' }, credit: { type: 'string' } },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

/** `npm run organisation -- <argv>`: answers the exit code (0 done, 1 failed, 2 refused). */
export async function runOrganisationCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  let accountId: string | undefined;
  try {
    const { positionals, values } = args(argv);
    if (positionals[0] !== 'site-credit' || positionals.length !== 1) fail(USAGE);
    const input = zAccountSiteCredit.safeParse({ accountId: values.account, siteCredit: Number(values.credit ?? NaN) });
    if (!input.success)
      fail(`${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
    accountId = input.data.accountId;
    await withOperatorDatabase(loadConfig(io.env), async (database) => {
      const done = await setAccountSiteCredit(database.db, createActionLogService(), input.data);
      io.stdout.write(`Site credit of ${done.entityName} (${done.entityId}): ${done.before} -> ${done.siteCredit}.\n`);
    });
    return 0;
  } catch (error) {
    if (error instanceof Refused || error instanceof OperatorDatabaseBusy) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    io.stderr.write(
      `${error instanceof AppError ? `No account ${accountId}.` : String((error as Error).stack ?? error)}\n`,
    );
    return 1;
  }
}

if (isMain(import.meta.url)) process.exit(await runOrganisationCommand(process.argv.slice(2)));
