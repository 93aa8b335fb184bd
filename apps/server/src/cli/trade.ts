// Operator commands of trade (docs/operations.md "Trade"): the catalogue, prices, quotations, orders.
//   npm run trade -- <command>   (`npm run trade` alone prints the commands)
// Same database as the server (DATABASE_URL, else the embedded one in DATA_DIR, which the server must not hold).
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { runTradeCommand, UsageError } from '../modules/trade/seller-commands';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/** The catalogue error as the operator reads it: its key (the console shows its message) and parameters. */
export function messageOf(error: AppError): string {
  const params = Object.entries(error.params).map(([key, value]) => `${key}: ${String(value)}`);
  return `Refused: ${error.error.key}${params.length > 0 ? ` (${params.join(', ')})` : ''}`;
}

try {
  await withOperatorDatabase(loadConfig(), async (database) => {
    for (const line of await runTradeCommand(database.db, process.argv.slice(2))) console.log(line);
  });
} catch (error) {
  if (error instanceof UsageError || error instanceof OperatorDatabaseBusy) console.error(error.message);
  else if (error instanceof AppError) console.error(messageOf(error));
  else console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
