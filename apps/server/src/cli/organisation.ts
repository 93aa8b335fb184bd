import { parseArgs } from 'node:util';
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { createActionLogService } from '../modules/action-log/action-log.service';
import { setAccountSiteCredit, zAccountSiteCredit } from '../modules/organisation/entities/operator.service';
import { exitCodeOf, PROCESS_IO, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';

/**
 * Operator commands of the organisation area, on the server's own database (DATABASE_URL, else the
 * embedded one in DATA_DIR, which the server must not hold: its lock is taken here too).
 *   npm run organisation -- site-credit --account <account id> --credit <n>
 */
const USAGE = 'usage: npm run organisation -- site-credit --account <account id> --credit <number of sites>';

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
export function runOrganisationCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  let accountId: string | undefined;
  const work = async () => {
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
  };
  return exitCodeOf(work, io, (error) => {
    if (error instanceof Refused) return { message: error.message, code: 2 };
    return {
      message: error instanceof AppError ? `No account ${accountId}.` : String((error as Error).stack ?? error),
      code: 1,
    };
  });
}

await runWhenMain(import.meta.url, runOrganisationCommand);
