import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it. The lock is a folder
 * of numbered claims, `<n>` holding the claimant's pid and `<n>.released` once it stopped cleanly.
 * The claim with the highest number rules. A process takes the lock by creating the next number
 * after a claim whose owner is gone (or the first one), with an exclusive create: of all processes
 * that judged the same claim stale, exactly one succeeds, and nothing is ever deleted to make room,
 * so no process can remove a lock another has just taken. A claim is written whole before it
 * appears (a hard link of a written file), so nobody ever reads a claim without its pid.
 */
export const LOCK_DIR = 'seal-console.lock.d';
const CLAIM = /^\d+$/;

/** The claims in the folder, highest first. */
function claims(dir: string): number[] {
  return fs
    .readdirSync(dir)
    .filter((name) => CLAIM.test(name))
    .map(Number)
    .sort((a, b) => b - a);
}

interface Claim {
  pid: number;
  released: boolean;
}

function readClaim(dir: string, n: number): Claim | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, String(n)), 'utf8'));
    return { pid, released: fs.existsSync(path.join(dir, `${n}.released`)) };
  } catch (error) {
    // Removed by the next owner while we looked: read the folder again.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A claim rules while its process runs and has not released it (our own pid can only be left from an earlier life, e.g. pid 1 in a container). */
const holds = (claim: Claim) => !claim.released && claim.pid !== process.pid && isRunning(claim.pid);

/** Creates claim `n` holding our pid, written before it exists; false when another process made it first. */
function createClaim(dir: string, n: number): boolean {
  const draft = path.join(dir, `draft-${process.pid}-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(draft, String(process.pid));
  try {
    fs.linkSync(draft, path.join(dir, String(n)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** The pid of the process holding the data directory's lock, or null when none does. */
export function lockOwner(dataDir: string): number | null {
  const dir = path.join(dataDir, LOCK_DIR);
  if (!fs.existsSync(dir)) return null;
  for (const n of claims(dir)) {
    const claim = readClaim(dir, n);
    if (claim) return claim.released || !isRunning(claim.pid) ? null : claim.pid;
  }
  return null;
}

export function lockDataDir(dataDir: string): () => void {
  const dir = path.join(dataDir, LOCK_DIR);
  fs.mkdirSync(dir, { recursive: true });
  for (let attempt = 0; attempt < 20; attempt++) {
    const [top] = claims(dir);
    if (top !== undefined) {
      const claim = readClaim(dir, top);
      if (!claim) continue;
      if (holds(claim)) throw new Error(`The data directory ${dataDir} is in use by process ${claim.pid}.`);
    }
    const mine = top === undefined ? 0 : top + 1;
    if (!createClaim(dir, mine)) continue;
    // A claim made in a gap the last owner cleared is not the highest: give it up and look again.
    const [highest] = claims(dir);
    if (highest !== mine) {
      fs.rmSync(path.join(dir, String(mine)), { force: true });
      continue;
    }
    // The claims below ours are settled for good; only ours and later ones count from now on.
    for (const name of fs.readdirSync(dir)) {
      const n = Number.parseInt(name, 10);
      if (CLAIM.test(name.replace(/\.released$/, '')) && n < mine) fs.rmSync(path.join(dir, name), { force: true });
    }
    return () => fs.writeFileSync(path.join(dir, `${mine}.released`), '');
  }
  throw new Error(`Could not lock the data directory ${dataDir}: other processes kept claiming it.`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
