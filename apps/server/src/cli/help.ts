// Operator command: the news shown to every user (/news, the dashboard's widget), docs/help.md.
//   npm run help -- news add --slug <slug> <file.en.md> [<file.fr.md>] [<file.zh.md>] [--date YYYY-MM-DD]
//   npm run help -- news list
//   npm run help -- news remove <slug>
// Same database as the server (DATABASE_URL or DATA_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '@seal/shared';
import { NEWS_SLUG_MAX, NEWS_SLUG_PATTERN } from '@seal/shared/contract/help';
import { loadConfig } from '../config';
import { listAllNews, removeNews, upsertNews, type NewsText } from '../modules/help/news.repository';
import { exitCodeOf, PROCESS_IO, refusedOrFailed, Refused, runWhenMain, type CommandIo } from './command';
import { withOperatorDatabase } from './operator-database';
import { readNewsFiles } from './news-files';

const USAGE = [
  'Usage: npm run help -- news add --slug <slug> <file.en.md> [<file.fr.md>] [<file.zh.md>] [--date YYYY-MM-DD]',
  '       npm run help -- news list',
  '       npm run help -- news remove <slug>',
].join('\n');

type Request =
  | { verb: 'add'; slug: string; title: NewsText; body: NewsText; publishedAt?: Date }
  | { verb: 'list' }
  | { verb: 'remove'; slug: string };

function checkSlug(slug: string | undefined): string {
  if (!slug || slug.length > NEWS_SLUG_MAX || !NEWS_SLUG_PATTERN.test(slug))
    throw new Refused('--slug must be lower-case words joined by dashes (e.g. spring-release), at most 80 characters');
  return slug;
}

export function readRequest(argv: string[]): Request {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { slug: { type: 'string' }, date: { type: 'string' } },
  });
  const [area, verb, ...rest] = positionals;
  if (area !== 'news') throw new Refused(USAGE);
  if (verb === 'list' && rest.length === 0) return { verb };
  if (verb === 'remove' && rest.length === 1) return { verb, slug: checkSlug(rest[0]) };
  if (verb !== 'add' || rest.length === 0) throw new Refused(USAGE);
  const slug = checkSlug(values.slug);
  let publishedAt: Date | undefined;
  if (values.date !== undefined) {
    publishedAt = new Date(`${values.date}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(publishedAt.getTime()))
      throw new Refused('--date must be a day, YYYY-MM-DD');
  }
  const files = rest.map((file) => {
    const language = path.basename(file).split('.').at(-2) as Language;
    if (!LANGUAGES.includes(language))
      throw new Refused(`${file}: name each file <name>.<language>.md, language one of ${LANGUAGES.join(', ')}`);
    return { language, text: fs.readFileSync(file, 'utf8') };
  });
  return { verb, slug, ...readNewsFiles(files), ...(publishedAt ? { publishedAt } : {}) };
}

async function main(argv: string[], io: CommandIo) {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  let request: Request;
  try {
    request = readRequest(argv);
  } catch (error) {
    throw error instanceof Error && !(error instanceof Refused) ? new Refused(error.message) : error;
  }
  await withOperatorDatabase(loadConfig(io.env), async ({ db }) => {
    if (request.verb === 'list') {
      const rows = await listAllNews(db);
      if (rows.length === 0) say('No news.');
      for (const row of rows) {
        const languages = Object.keys(row.title).join(',');
        say(`${row.publishedAt.toISOString().slice(0, 10)}  ${row.slug}  [${languages}]  ${row.title.en}`);
      }
    } else if (request.verb === 'remove') {
      if (!(await removeNews(db, request.slug))) throw new Refused(`No news item ${request.slug}.`);
      say(`News item ${request.slug} removed.`);
    } else {
      const row = await upsertNews(db, request);
      say(`News item ${row.slug} published on ${row.publishedAt.toISOString().slice(0, 10)}: ${row.title.en}`);
    }
  });
}

/** `npm run help -- <argv>`: answers the exit code (0 done, 1 failed, 2 refused). */
export function runHelpCommand(argv: string[], io: CommandIo = PROCESS_IO): Promise<number> {
  return exitCodeOf(() => main(argv, io), io, refusedOrFailed);
}

await runWhenMain(import.meta.url, runHelpCommand);
