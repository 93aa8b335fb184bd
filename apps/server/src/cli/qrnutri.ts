import { loadConfig } from '../config';
import { createActionLogService } from '../modules/action-log/action-log.service';
import { isPublicId } from '../modules/qrnutri/public-id';
import { withdrawByPublicId } from '../modules/qrnutri/operator.service';
import { OperatorDatabaseBusy, withOperatorDatabase } from './operator-database';

/**
 * Operator command of the nutritional QR code, on the server's own database (DATABASE_URL, else
 * the embedded one in DATA_DIR, which the server must not hold: its lock is taken here too).
 *   npm run qrnutri -- withdraw <public id>     (the 22 characters after /n/ in the page's address)
 */
const USAGE = 'usage: npm run qrnutri -- withdraw <public id>';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const [verb, given, ...rest] = process.argv.slice(2);
// The whole address is accepted too: what a person reporting the page would send.
const publicId = given?.split('/n/').pop()?.split(/[?#]/)[0] ?? '';
if (verb !== 'withdraw' || rest.length > 0 || !isPublicId(publicId)) fail(USAGE);

let code = 0;
try {
  await withOperatorDatabase(loadConfig(), async (database) => {
    const done = await withdrawByPublicId(database.db, createActionLogService(), publicId);
    if (!done) {
      console.error(`No nutrition sheet has the public id ${publicId}.`);
      code = 1;
      return;
    }
    console.log(
      `Sheet ${done.sheetId} of account ${done.accountId} ${done.wasPublished ? 'withdrawn' : 'was not published'}: /n/${publicId} answers 404.`,
    );
  });
} catch (error) {
  if (error instanceof OperatorDatabaseBusy) fail(error.message);
  console.error(error);
  code = 1;
}
process.exit(code);
