import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { BackupRefused, writeBackup } from './backup';

/**
 * A backup of the embedded database while the server runs (docs/operations.md, "Backups"). The
 * engine is the server's alone, so the server writes it: `npm run db -- backup FILE` leaves a
 * request in DATA_DIR/seal-console.backup.d/ and sends the server SIGUSR2; the server writes the
 * backup (db/backup.ts) and answers beside the request. The command signals a process only when
 * that process both holds the data directory's lock and wrote `server.pid` there, which the
 * server does once it handles the signal: another process holding the lock (an operator command)
 * is never signalled (SIGUSR2 would end it).
 */
const REQUESTS = 'seal-console.backup.d';
const SERVER_PID = 'server.pid';

interface Logger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** In the server: handles backup requests from now on; returns what stops it (once the backup under way, if any, is written). */
export function acceptBackupRequests(dataDir: string, pglite: PGlite, log: Logger): () => Promise<void> {
  const dir = path.join(dataDir, REQUESTS);
  fs.mkdirSync(dir, { recursive: true });
  let running: Promise<void> | null = null;
  let again = false;
  const serve = async () => {
    do {
      again = false;
      for (const name of fs.readdirSync(dir).filter((entry) => entry.endsWith('.request'))) {
        const request = path.join(dir, name);
        const id = name.slice(0, -'.request'.length);
        let file: string;
        try {
          file = fs.readFileSync(request, 'utf8');
          fs.rmSync(request);
        } catch {
          continue; // taken by an earlier round
        }
        try {
          const { bytes, ms } = await writeBackup(pglite, file);
          log.info({ file, bytes, ms }, 'backup written');
          fs.writeFileSync(path.join(dir, `${id}.done`), JSON.stringify({ bytes, ms }));
        } catch (error) {
          log.error({ err: error, file }, 'backup failed');
          const refused = error instanceof BackupRefused;
          fs.writeFileSync(
            path.join(dir, `${id}.failed`),
            JSON.stringify({ refused, message: String((error as Error).message) }),
          );
        }
      }
    } while (again);
  };
  const onSignal = () => {
    if (running) {
      again = true;
      return;
    }
    running = serve().finally(() => (running = null));
  };
  process.on('SIGUSR2', onSignal);
  fs.writeFileSync(path.join(dir, SERVER_PID), String(process.pid));
  return async () => {
    fs.rmSync(path.join(dir, SERVER_PID), { force: true });
    process.off('SIGUSR2', onSignal);
    await running;
  };
}

/** Whether `owner`, the process holding the data directory's lock, is a server that takes backup requests. */
export function backupServer(dataDir: string, owner: number): boolean {
  try {
    return Number(fs.readFileSync(path.join(dataDir, REQUESTS, SERVER_PID), 'utf8')) === owner;
  } catch {
    return false;
  }
}

/** In the command: asks the running server `pid` for a backup to `file`, and waits for its answer. */
export async function requestBackup(
  dataDir: string,
  pid: number,
  file: string,
  { timeoutMs = 30 * 60_000, intervalMs = 100 } = {},
): Promise<{ bytes: number; ms: number }> {
  const dir = path.join(dataDir, REQUESTS);
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(path.join(dir, `${id}.request`), path.resolve(file));
  process.kill(pid, 'SIGUSR2');
  const done = path.join(dir, `${id}.done`);
  const failed = path.join(dir, `${id}.failed`);
  const until = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (fs.existsSync(done)) return JSON.parse(fs.readFileSync(done, 'utf8')) as { bytes: number; ms: number };
      if (fs.existsSync(failed)) {
        const answer = JSON.parse(fs.readFileSync(failed, 'utf8')) as { refused: boolean; message: string };
        throw answer.refused
          ? new BackupRefused(answer.message)
          : new Error(`The server's backup failed: ${answer.message}`);
      }
      if (!isRunning(pid)) throw new Error(`The server (process ${pid}) ended before writing the backup.`);
      if (Date.now() > until) throw new Error(`The server (process ${pid}) wrote no backup in ${timeoutMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } finally {
    for (const name of [`${id}.request`, `${id}.done`, `${id}.failed`])
      fs.rmSync(path.join(dir, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
