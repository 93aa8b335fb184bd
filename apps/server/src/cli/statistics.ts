// Operator command: rebuilds the daily consultation rollup the statistics read from the raw log.
//   npm run statistics -- rebuild [--account <id>]
// Same database as the server (DATABASE_URL or DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { rebuildConsultationRollup } from '../modules/statistics/rollup-rebuild';
import { isMain, PROCESS_IO, type CommandIo } from './command';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

const USAGE = 'Usage: npm run statistics -- rebuild [--account <id>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {}

function readRequest(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { account: { type: 'string' } },
  });
  if (positionals[0] !== 'rebuild' || positionals.length !== 1) throw new UsageError(USAGE);
  if (values.account !== undefined && !UUID.test(values.account))
    throw new UsageError('--account must be an account id (a UUID)');
  return { accountId: values.account };
}

async function main(argv: string[], io: CommandIo) {
  const request = readRequest(argv);
  const started = performance.now();
  const result = await withOperatorDatabase(loadConfig(io.env), (database) =>
    rebuildConsultationRollup(database.db, request),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.stdout.write(
    `Rollup rebuilt${request.accountId ? ` for account ${request.accountId}` : ''}: ` +
      `${result.rows} rows summing ${result.consultations} consultations (${seconds} s).\n`,
  );
}

/** `npm run statistics -- <argv>`: answers the exit code (0 done, 1 failed, 2 refused). */
export async function runStatisticsCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  try {
    await main(argv, io);
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError || error instanceof OperatorDatabaseBusy;
    io.stderr.write(`${usage ? (error as Error).message : `Failed: ${(error as Error).message}`}\n`);
    return usage ? 2 : 1;
  }
}

if (isMain(import.meta.url)) {
  const code = await runStatisticsCommand(process.argv.slice(2));
  if (code !== 0) process.exit(code);
}
