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

/** A refusal of the command itself (its usage, a state that forbids it): the operator reads its message. */
export class Refused extends Error {}

/** What a command tells the operator of an error, and the exit code it ends with (1 failed, 2 refused). */
export type ExplainError = (error: unknown) => { message: string; code: 1 | 2 };

/** A refusal gives its message and exit code 2; anything else fails with code 1. */
export const refusedOrFailed: ExplainError = (error) =>
  error instanceof Refused
    ? { message: messageOf(error), code: 2 }
    : { message: `Failed: ${messageOf(error)}`, code: 1 };

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a command's work and answers its exit code: 0 when it ends, else the code `explain` gives,
 * its message written to standard error.
 */
export async function exitCodeOf(work: () => Promise<void>, io: CommandIo, explain: ExplainError): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    const { message, code } = explain(error);
    io.stderr.write(`${message}\n`);
    return code;
  }
}

/** Runs the command when its module is the script Node was started with, and exits with its code. */
export async function runWhenMain(url: string, command: (argv: string[]) => Promise<number>): Promise<void> {
  if (isMain(url)) process.exit(await command(process.argv.slice(2)));
}
