// Operator command: issues reels of seals and writes their references for the printer.
//   npm run seals -- issue --account <id> --entity <id> --reels 10 --size 5000 [--out file.csv]
// Same database and seal key as the server (DATABASE_URL or DATA_DIR; SEAL_KEY or DATA_DIR/seal-key).
import fs from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { AppError } from '@seal/shared';
import { loadConfig } from '../config';
import { writeReelsCsv } from '../modules/seals/reels-csv';
import { ISSUE_LIMITS, issueReels } from '../modules/seals/reels.service';
import { loadSealKeyring } from '../modules/seals/seal-key';
import { exitCodeOf, messageOf, PROCESS_IO, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';

const USAGE = 'Usage: npm run seals -- issue --account <id> --entity <id> --reels <n> --size <n> [--out file.csv]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readRequest(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      account: { type: 'string' },
      entity: { type: 'string' },
      reels: { type: 'string' },
      size: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (positionals[0] !== 'issue' || positionals.length !== 1) throw new Refused(USAGE);
  const { account, entity } = values;
  if (!account || !UUID.test(account)) throw new Refused('--account must be an account id (a UUID)');
  if (!entity || !UUID.test(entity)) throw new Refused('--entity must be an entity id (a UUID)');
  const count = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : NaN);
  return {
    accountId: account,
    entityId: entity,
    reels: count(values.reels),
    size: count(values.size),
    out: values.out,
  };
}

async function main(argv: string[], io: CommandIo) {
  const request = readRequest(argv);
  const config = loadConfig(io.env);
  const keyring = loadSealKeyring(config);
  await withOperatorDatabase(config, async (database) => {
    const reels = await issueReels(database.db, keyring.current, request, async (issued) => {
      // Written before the transaction commits: a file that cannot be written issues nothing.
      if (!request.out) return writeReelsCsv(io.stdout, issued, keyring.current, config.publicUrl);
      // Never over a previous file: it may be a print run already sent.
      const file = fs.createWriteStream('', { fd: fs.openSync(request.out, 'wx') });
      const closed = finished(file);
      closed.catch(() => {});
      try {
        await writeReelsCsv(file, issued, keyring.current, config.publicUrl);
        file.end();
        await closed;
      } catch (error) {
        file.destroy();
        fs.rmSync(request.out, { force: true });
        throw error;
      }
    });
    const seals = reels.length * request.size;
    io.stderr.write(
      `Issued ${reels.length} reels of ${request.size} seals (${seals} references, serials ` +
        `${reels[0]!.firstSerial} to ${reels.at(-1)!.lastSerial})${request.out ? ` into ${request.out}` : ''}.\n`,
    );
  });
}

/** `npm run seals -- <argv>`: answers the exit code (0 done, 1 failed or refused). */
export function runSealsCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  return exitCodeOf(
    () => main(argv, io),
    io,
    (error) => ({ message: explain(error), code: 1 }),
  );
}

function explain(error: unknown): string {
  if (error instanceof AppError && error.error.key === 'common.notFound') return 'No such entity in that account.';
  if (error instanceof AppError && error.error.key === 'common.validation')
    return (
      `--reels is 1 to ${ISSUE_LIMITS.maxReels}, --size 1 to ${ISSUE_LIMITS.maxReelSize}, ` +
      `at most ${ISSUE_LIMITS.maxSeals} seals in all.`
    );
  return messageOf(error);
}

await runWhenMain(import.meta.url, runSealsCommand);
