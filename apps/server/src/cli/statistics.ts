// Operator command: rebuilds the daily consultation rollup the statistics read from the raw log.
//   npm run statistics -- rebuild [--account <id>]
// Same database as the server (DATABASE_URL or DATA_DIR).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { rebuildConsultationRollup } from '../modules/statistics/rollup-rebuild';
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

async function main() {
  const request = readRequest(process.argv.slice(2));
  const started = performance.now();
  const result = await withOperatorDatabase(loadConfig(), (database) =>
    rebuildConsultationRollup(database.db, request),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Rollup rebuilt${request.accountId ? ` for account ${request.accountId}` : ''}: ` +
      `${result.rows} rows summing ${result.consultations} consultations (${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || error instanceof OperatorDatabaseBusy;
  console.error(usage ? (error as Error).message : `Failed: ${(error as Error).message}`);
  process.exit(usage ? 2 : 1);
});
