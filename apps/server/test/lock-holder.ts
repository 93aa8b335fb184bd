import { lockDataDir } from '../src/db/lock';

/**
 * A process that tries the data directory lock when told "go" on its stdin (so that several can
 * try at the same instant) and prints what happened; a holder keeps the lock until it is killed.
 */
const dataDir = process.argv[2]!;
process.stdin.once('data', () => {
  try {
    lockDataDir(dataDir);
    console.log('locked');
  } catch (error) {
    const message = (error as Error).message;
    console.log(/in use by process/.test(message) ? 'refused' : `failed: ${message}`);
    process.exit(0);
  }
});
console.log('ready');
