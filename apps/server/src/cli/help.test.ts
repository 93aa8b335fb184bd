import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migratedDataDir, operatorEnv, runCommand, runCommandProcess } from '../../test/server-process';
import { newsItems } from '../db/schema';
import { readNewsFiles } from './news-files';
import { runHelpCommand } from './help';

let dataDir: string;

/** `npm run help -- <args>` in this process, as the operator runs it, on the embedded database in dataDir. */
const runHelp = (args: string[]) => runCommand(runHelpCommand, args, operatorEnv({ DATA_DIR: dataDir }));
/** The same through the script itself, once a file: the entry point works. */
const runHelpProcess = (args: string[]) => runCommandProcess('help.ts', args, operatorEnv({ DATA_DIR: dataDir }));

beforeAll(async () => {
  dataDir = migratedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'seal-cli-help-')));
  fs.writeFileSync(path.join(dataDir, 'release.en.md'), '# Spring release\n\nNew **statistics** screens.\n');
  fs.writeFileSync(path.join(dataDir, 'release.fr.md'), '# Version de printemps\n\nNouveaux écrans.\n');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run help -- news', () => {
  it('publishes an item from its Markdown files, lists it and removes it', async () => {
    const files = ['release.en.md', 'release.fr.md'].map((name) => path.join(dataDir, name));
    const added = await runHelpProcess(['news', 'add', '--slug', 'spring-release', '--date', '2030-03-01', ...files]);
    expect(added.stderr).toBe('');
    expect(added.stdout).toContain('News item spring-release published on 2030-03-01: Spring release');

    const database = await openPglite(dataDir);
    const [row] = await database.db.select().from(newsItems);
    await database.close();
    expect(row).toMatchObject({
      slug: 'spring-release',
      title: { en: 'Spring release', fr: 'Version de printemps' },
      body: { en: 'New **statistics** screens.', fr: 'Nouveaux écrans.' },
    });

    expect((await runHelp(['news', 'list'])).stdout).toContain('2030-03-01  spring-release  [en,fr]  Spring release');
    expect((await runHelp(['news', 'remove', 'spring-release'])).stdout).toContain('removed');
    expect((await runHelp(['news', 'list'])).stdout).toContain('No news.');
  }, 180_000);

  it('refuses a bad slug or a file without its language, with exit code 2', async () => {
    const file = path.join(dataDir, 'release.en.md');
    const badSlug = await runHelp(['news', 'add', '--slug', 'Spring Release', file]);
    expect(badSlug.code).toBe(2);
    expect(badSlug.stderr).toContain('--slug');
    const noLanguage = path.join(dataDir, 'release.md');
    fs.writeFileSync(noLanguage, '# Title\n\nText');
    const missing = await runHelp(['news', 'add', '--slug', 'x', noLanguage]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('<name>.<language>.md');
  }, 120_000);
});

describe('readNewsFiles', () => {
  it('takes the title from the first line and requires English', () => {
    expect(readNewsFiles([{ language: 'en', text: '# Title\n\nBody' }])).toEqual({
      title: { en: 'Title' },
      body: { en: 'Body' },
    });
    expect(() => readNewsFiles([{ language: 'fr', text: '# Titre\n\nTexte' }])).toThrow(/English/);
    expect(() => readNewsFiles([{ language: 'en', text: 'No title\n\nBody' }])).toThrow(/# Title/);
  });
});
