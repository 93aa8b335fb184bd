// Operator commands of the self-registration (docs/subscription.md, docs/operations.md):
//   npm run subscription -- list [--status pending|received|validated|refused]
//   npm run subscription -- show <id or number> [--pdf file.pdf]
//   npm run subscription -- received <id or number>
//   npm run subscription -- validate <id or number>
//   npm run subscription -- refuse <id or number> --reason "..."
//   npm run subscription -- purge
// Same database as the server (DATABASE_URL, else DATA_DIR, which the server must not hold). The
// mails (password link, refusal) are queued on the durable queue: the server sends them.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import { loadConfig } from '../config';
import { startJobs } from '../modules/jobs/jobs';
import { MAIL_QUEUE } from '../modules/mail/mail.service';
import { loadSealKeyring } from '../modules/seals/seal-key';
import {
  findPreRegistration,
  markReceived,
  refusePreRegistration,
  validatePreRegistration,
} from '../modules/subscription/operator.service';
import { preRegistrationPdf } from '../modules/subscription/subscription-mails';
import { PRE_REGISTRATION_STATUSES } from '../db/schema';
import { preRegistrationNumber } from '../modules/subscription/subscription-jobs';
import { purgePreRegistrations } from '../modules/subscription/subscription.purge';
import * as repo from '../modules/subscription/subscription.repository';
import { createServices } from '../services';
import { exitCodeOf, messageOf, PROCESS_IO, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';

const USAGE = `Usage: npm run subscription -- <verb>
  list [--status ${PRE_REGISTRATION_STATUSES.join('|')}]
  show <id or number> [--pdf file.pdf]
  received <id or number>
  validate <id or number>
  refuse <id or number> --reason "..."
  purge`;

type Request =
  | { verb: 'list'; status?: repo.PreRegistrationStatus }
  | { verb: 'purge' }
  | { verb: 'show' | 'received' | 'validate' | 'refuse'; key: string; reason: string; pdf?: string };

function readRequest(argv: string[]): Request {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' }, reason: { type: 'string' }, pdf: { type: 'string' } },
  });
  const [verb, key, ...rest] = positionals;
  if (rest.length > 0) throw new Refused(USAGE);
  if (verb === 'list' || verb === 'purge') {
    if (key) throw new Refused(USAGE);
    const status = values.status as repo.PreRegistrationStatus | undefined;
    if (status && !PRE_REGISTRATION_STATUSES.includes(status)) throw new Refused(USAGE);
    return verb === 'list' ? { verb, status } : { verb };
  }
  if (!key || !['show', 'received', 'validate', 'refuse'].includes(verb ?? '')) throw new Refused(USAGE);
  if (verb === 'refuse' && !values.reason?.trim())
    throw new Refused('refuse needs --reason "...", mailed to the applicant');
  return {
    verb: verb as 'show' | 'received' | 'validate' | 'refuse',
    key,
    reason: values.reason ?? '',
    pdf: values.pdf,
  };
}

/** The queue's and the mail service's logger: their warnings and errors on stderr, nothing else. */
const stderrLog = (stderr: CommandIo['stderr']) => {
  const say = (first: unknown, message?: string) => stderr.write(`${message ?? String(first)}\n`);
  const nothing = () => {};
  const log = {
    level: 'warn',
    error: say,
    fatal: say,
    warn: say,
    info: nothing,
    debug: nothing,
    trace: nothing,
    silent: nothing,
  };
  return Object.assign(log, { child: () => log }) as unknown as FastifyBaseLogger;
};

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '-');
async function main(argv: string[], io: CommandIo) {
  const print = (line: string) => io.stdout.write(`${line}\n`);
  const request = readRequest(argv);
  const config = loadConfig(io.env);
  await withOperatorDatabase(config, async (database) => {
    const { db } = database;
    if (request.verb === 'list') {
      for (const row of await repo.listPreRegistrations(db, request.status))
        print(
          [
            preRegistrationNumber(row.number),
            row.status,
            day(row.createdAt),
            row.email,
            row.form.company.name,
            row.id,
          ].join('\t'),
        );
      return;
    }
    if (request.verb === 'purge') {
      const counts = await purgePreRegistrations(db);
      print(
        `Purged ${counts.preRegistrations} pre-registrations not validated and the files of ${counts.validatedFiles} validated ones.`,
      );
      return;
    }
    if (request.verb === 'show') {
      const row = await findPreRegistration(db, request.key);
      const files = await repo.findFileSummaries(db, row.id);
      print(JSON.stringify({ ...row, number: preRegistrationNumber(row.number), files }, null, 2));
      if (request.pdf) fs.writeFileSync(request.pdf, await preRegistrationPdf(db, { config }, row), { flag: 'wx' });
      return;
    }
    if (request.verb === 'received') {
      const done = await markReceived(db, request.key);
      print(`${done.number} (${done.email}): signed form received.`);
      return;
    }
    // validate and refuse queue mails: the queue is opened, without workers (the server sends them).
    const log = stderrLog(io.stderr);
    const jobs = await startJobs(database, log);
    try {
      await jobs.declare(MAIL_QUEUE);
      const services = createServices({ config, database, jobs, log, sealKeyring: loadSealKeyring(config) });
      if (request.verb === 'validate') {
        const done = await validatePreRegistration({ db, services }, request.key);
        print(
          `${done.number}: account ${done.accountId}, entity ${done.entityId}, administrator ${done.administratorId}; the password mail is queued.`,
        );
      } else {
        const done = await refusePreRegistration({ db, services }, request.key, request.reason);
        print(`${done.number} refused; the reason is mailed to ${done.email}.`);
      }
    } finally {
      await jobs.stop();
    }
  });
}

/** `npm run subscription -- <argv>`: answers the exit code (0 done, 1 failed or refused). */
export function runSubscriptionCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  return exitCodeOf(
    () => main(argv, io),
    io,
    (error) => ({ message: explain(error), code: 1 }),
  );
}

function explain(error: unknown): string {
  if (!(error instanceof AppError)) return messageOf(error);
  if (error.error === ERRORS.common.notFound) return 'No such pre-registration.';
  if (error.error === ERRORS.subscription.wrongStatus)
    return `Not possible: the pre-registration is ${String(error.params.status)}.`;
  if (error.error === ERRORS.organisation.emailUsed)
    return 'A user already logs in with this e-mail: refuse the pre-registration instead.';
  return messageOf(error);
}

await runWhenMain(import.meta.url, runSubscriptionCommand);
