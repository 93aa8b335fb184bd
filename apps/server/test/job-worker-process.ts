import { fromPostgres, openPglite } from '../src/db/client';
import { startJobs } from '../src/modules/jobs/jobs';

/**
 * A worker that dies mid-job: it opens the database of argv[2] (a PostgreSQL URL, or the data
 * directory of an embedded database), queues one job on the queue argv[3] with an expiry of argv[4]
 * seconds, works it, prints `started <job id>` and never finishes: the test SIGKILLs it there.
 */
const [target, queue, expiry] = process.argv.slice(2) as [string, string, string];
const silent = { error() {}, info() {}, warn() {}, debug() {} } as never;
const database = target.startsWith('postgres') ? fromPostgres(target, 2) : await openPglite(target);
const jobs = await startJobs(database, silent);
await jobs.work(
  queue,
  async (_data, job) => {
    console.log(`started ${job.id}`);
    await new Promise(() => {});
  },
  { expireInSeconds: Number(expiry) },
);
await jobs.send(queue, { n: 1 });
