// Operator command: rebuilds the daily consultation rollup the statistics read from the raw log.
//   npm run statistics -- rebuild [--account <id>]
// Same database as the server (DATABASE_URL or DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { rebuildConsultationRollup } from '../modules/statistics/rollup-rebuild';
import { exitCodeOf, PROCESS_IO, refusedOrFailed, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';

const USAGE = 'Usage: npm run statistics -- rebuild [--account <id>]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readRequest(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { account: { type: 'string' } },
  });
  if (positionals[0] !== 'rebuild' || positionals.length !== 1) throw new Refused(USAGE);
  if (values.account !== undefined && !UUID.test(values.account))
    throw new Refused('--account must be an account id (a UUID)');
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
export function runStatisticsCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  return exitCodeOf(() => main(argv, io), io, refusedOrFailed);
}

await runWhenMain(import.meta.url, runStatisticsCommand);
