import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPostgres, openPglite, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo, type DemoData } from '../src/db/seed/demo';
import { writeStartState, writeTemplate } from '../src/db/template';
import { adminUrl, TEST_DB } from './db-mode';
import { checkpointedDump } from './pglite-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    template: string;
    /** The build's migrated empty embedded database (db/template.ts), which operator and process tests copy. */
    pgliteTemplate: string;
    demo: DemoData;
    other: DemoData;
  }
}

/**
 * Builds one migrated, seeded database that every test file copies, with the job queue's schema and
 * queues as a server's start writes them: each test app then creates none (a partition table each).
 * The schedules and jobs of that start are taken out again: a server that finds its schedules at
 * start has its clock queue every cron job due at once (the anomaly scan among them), which would
 * run beside each test file's own work.
 */
async function prepare(database: Database) {
  await migrate(database);
  const demo = await seedDemo(database.db);
  const other = await seedDemo(database.db, { prefix: 'other.', companyName: 'Other Company', sealBlock: 1 });
  await writeStartState(database);
  await database.executeSql('delete from pgboss.schedule; delete from pgboss.job');
  return { demo, other };
}

export default async function setup(project: TestProject) {
  // Made as the build makes it, beside the seeded template: the data directories of the operator
  // commands and server processes under test are copies of it, as a first start copies it.
  const pgliteTemplate = path.join(os.tmpdir(), `seal-pglite-template-${process.pid}`);
  const templateWritten = writeTemplate(pgliteTemplate);
  templateWritten.catch(() => {}); // awaited below, once the seeded template is made
  project.provide('pgliteTemplate', pgliteTemplate);
  const removeTemplate = () => fs.rmSync(pgliteTemplate, { recursive: true, force: true });
  if (TEST_DB === 'postgres') {
    const name = `seal_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const database = fromPostgres(adminUrl(name), 2);
    const { demo, other } = await prepare(database);
    await database.close();
    await templateWritten;
    project.provide('template', name);
    project.provide('demo', demo);
    project.provide('other', other);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'seal_t%${process.pid}%'`,
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
      removeTemplate();
    };
  }

  const database = await openPglite(undefined);
  const { demo, other } = await prepare(database);
  const file = path.join(os.tmpdir(), `seal-template-${process.pid}.tar`);
  fs.writeFileSync(file, await checkpointedDump(database.pglite!));
  await database.close();
  await templateWritten;
  project.provide('template', file);
  project.provide('demo', demo);
  project.provide('other', other);
  return () => {
    fs.rmSync(file, { force: true });
    removeTemplate();
  };
}
