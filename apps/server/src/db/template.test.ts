import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client';
import { lockDataDir } from './lock';
import { pendingMigrations } from './migrate';
import { copyTemplate, writeTemplate } from './template';

/* The build's migrated empty database, copied into an empty data directory at the first start. */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const templateDir = path.join(root, 'template');
await writeTemplate(templateDir);

it('gives a first start a database at this version that takes writes, its lock folder kept', async () => {
  const dataDir = path.join(root, 'data');
  const unlock = lockDataDir(dataDir);
  expect(copyTemplate(templateDir, dataDir)).toBe(true);
  const database = await openPglite(dataDir);
  try {
    expect(await pendingMigrations(database)).toEqual([]);
    await database.executeSql(`insert into accounts (name) values ('Copied')`);
    const { rows } = await database.executeSql('select name from accounts');
    expect(rows).toEqual([{ name: 'Copied' }]);
  } finally {
    await database.close();
    unlock();
  }
  expect(fs.existsSync(path.join(dataDir, 'seal-console.lock.d'))).toBe(true);
  // A database already there is never replaced; the template is left as it was.
  expect(copyTemplate(templateDir, dataDir)).toBe(false);
  const reopened = await openPglite(dataDir);
  expect((await reopened.executeSql('select count(*)::int as n from accounts')).rows).toEqual([{ n: 1 }]);
  await reopened.close();
  const template = await openPglite(templateDir);
  expect((await template.executeSql('select count(*)::int as n from accounts')).rows).toEqual([{ n: 0 }]);
  await template.close();
});

it('copies again a copy that a stop cut short, and does nothing without a template', () => {
  const dataDir = path.join(root, 'cut');
  fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'base', 'half-written'), '');
  expect(copyTemplate(templateDir, dataDir)).toBe(true);
  expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe(
    fs.readFileSync(path.join(templateDir, 'PG_VERSION'), 'utf8'),
  );
  expect(copyTemplate(undefined, path.join(root, 'none'))).toBe(false);
  expect(copyTemplate(path.join(root, 'missing'), path.join(root, 'none'))).toBe(false);
  expect(fs.existsSync(path.join(root, 'none'))).toBe(false);
});
