import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/**
 * What an operator command reads of its process and where it writes: the process's own when the
 * operator runs it, a test's when the test runs the command in its own process (no Node and tsx
 * started for each call).
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  stdout: Writable;
  stderr: Writable;
}

export const PROCESS_IO: CommandIo = { env: process.env, stdout: process.stdout, stderr: process.stderr };

/** Whether the module of `url` is the script Node was started with (not a module a test imported). */
export function isMain(url: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return fs.realpathSync(script) === fs.realpathSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
