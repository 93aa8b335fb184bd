// Operator commands of cask certification (docs/operations.md "Cask certification"):
//   npm run certicask -- expire                 expire now the licences past their end
//   npm run certicask -- licences <account>     the account's licences (its id or a user's e-mail)
// A licence order paid by bank transfer is recorded with `npm run trade -- paid <order number>`.
// Same database as the server (DATABASE_URL, else the embedded one in DATA_DIR, which the server must not hold).
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { runCertiCaskCommand, UsageError } from '../modules/certicask/licences/operator-commands';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/** The catalogue error as the operator reads it: its key (the console shows its message) and parameters. */
function messageOf(error: AppError): string {
  const params = Object.entries(error.params).map(([key, value]) => `${key}: ${String(value)}`);
  return `Refused: ${error.error.key}${params.length > 0 ? ` (${params.join(', ')})` : ''}`;
}

try {
  await withOperatorDatabase(loadConfig(), async (database) => {
    for (const line of await runCertiCaskCommand(database.db, process.argv.slice(2))) console.log(line);
  });
} catch (error) {
  if (error instanceof UsageError || error instanceof OperatorDatabaseBusy) console.error(error.message);
  else if (error instanceof AppError) console.error(messageOf(error));
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
